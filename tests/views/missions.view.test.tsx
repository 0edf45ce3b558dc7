import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Missions } from "../../src/views/member/missions/Missions";
import { missionsModel } from "../machines/missions.model";
import { missionsAfter } from "../machines/missions.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** The catalogue's English texts for the errors the model's fakes answer. */
const ERROR_TEXT: Record<string, string> = {
  MISSION_ALREADY_CLAIMED: "The reward of this mission was already claimed",
  MISSION_CLOSED: "This mission period has ended",
  network: "Network link is abnormal, please try again",
};
const errorText = (error: unknown) => {
  const e = error as { kind: string; errorCode?: string };
  return ERROR_TEXT[e.errorCode ?? e.kind]!;
};
/** The names the page gives the model's missions (login 1 day, bet 500, deposit 1000, login 3 days). */
const NAMES: Record<string, string> = { "daily-login": "Log in today", "daily-bet": "Bet ฿500.00 today", "weekly-deposit": "Deposit ฿1,000.00 this week", "weekly-login": "Log in on 3 days this week" };
const STATUS_TEXT = { inProgress: "In progress", claimed: "Claimed" } as const;

async function expectMissionsScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = missionsAfter(events);
  if (p.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (!p.summary) {
    expect(await screen.findByLabelText("Loading")).toBeTruthy();
    return;
  }
  expect(await screen.findByRole("heading", { name: "Daily missions" })).toBeTruthy();
  for (const m of [...p.summary.daily.missions, ...p.summary.weekly.missions]) {
    const card = screen.getByTestId(`mission-${m.id}`);
    expect(within(card).getByText(NAMES[m.id]!)).toBeTruthy();
    if (m.status === "done") expect(within(card).getByRole("button", { name: `Claim reward of ${NAMES[m.id]}` })).toBeTruthy();
    else expect(within(card).getByText(STATUS_TEXT[m.status])).toBeTruthy();
  }
  expect(screen.getByRole("table", { name: "Leaderboard" }).textContent).toContain("ne***ie");
  expect(screen.getByTestId("leaderboard-me").textContent).toBe("You are not on the leaderboard yet: claim a mission.");
  if (p.claimed) expect(screen.getByRole("status").textContent).toBe(`Reward of ฿${p.claimed.reward.toFixed(2)} claimed: it is in your main wallet and in your bonus details.`);
  if (p.claimError) expect(screen.getByRole("alert").textContent).toContain(errorText(p.claimError));
  else expect(screen.queryByRole("alert")).toBeNull();
}

const missionsView: ViewModel<typeof missionsModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Missions flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectMissionsScreen,
  async perform(event, user) {
    const e = event as EventObject & { missionId?: string };
    switch (e.type) {
      case "MISSION.CLAIM": {
        // Only done missions have a claim button; the others cannot be claimed by a person.
        const name = NAMES[e.missionId ?? ""];
        const button = name ? screen.queryByRole("button", { name: `Claim reward of ${name}` }) : null;
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "MISSIONS.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      case "ERROR.DISMISS": {
        const dismiss = screen.queryByRole("button", { name: "Dismiss message" });
        if (!dismiss) return false;
        await user.click(dismiss);
        return true;
      }
      default:
        return false;
    }
  },
};

describeViewPaths(missionsModel, missionsView);
