import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { missionCountMachine } from "../../../machines/mission-count.machine";
import { useAppSelector } from "../../app/app-context";
import type { MemberPage } from "../../routes/route-table";
import { useMemberSummary } from "../shell/use-member-summary";

type MissionCountRef = ActorRefFrom<typeof missionCountMachine>;

/** Missions done and not claimed, from the signed-in session's missionCount child (0 without one). */
function useMissionCount(): number {
  const child = useAppSelector((snapshot) => snapshot.children.missionCount as MissionCountRef | undefined);
  return useSelector(child, (snapshot) => snapshot?.context.count ?? 0);
}

/** The red counts of the member centre's menu (spec.md section 2: mission, message and reward items), from the same sources as the header's. */
export function useMemberCentreBadges(): Partial<Record<MemberPage, number>> {
  const { unreadCount, promoCount } = useMemberSummary();
  return { messageV2: unreadCount, rewardCenter: promoCount, missionLeaderboard: useMissionCount() };
}
