import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Mission } from "../../../../contract";

/** A mission's name in the member's language, from what it counts and its target (`amount` is already formatted). */
export function missionName(mission: Pick<Mission, "kind" | "period" | "target">, amount: string): MessageDescriptor {
  const days = mission.target;
  if (mission.period === "daily") {
    if (mission.kind === "login") return msg`Log in today`;
    if (mission.kind === "bet") return msg`Bet ${amount} today`;
    return msg`Deposit ${amount} today`;
  }
  if (mission.kind === "login") return msg`Log in on ${days} days this week`;
  if (mission.kind === "bet") return msg`Bet ${amount} this week`;
  return msg`Deposit ${amount} this week`;
}
