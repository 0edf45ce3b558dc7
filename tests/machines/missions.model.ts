import { missionsMachine, type MissionsContext, type MissionsData } from "../../machines/missions.machine";
import type { Mission } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { INPUT, missionsOracle } from "./missions.oracle";

const DAY_START = Date.UTC(2026, 2, 1, 17);
const WEEK_START = Date.UTC(2026, 2, 1, 17) - 6 * 86_400_000;
const mission = (id: string, status: Mission["status"], over: Partial<Mission> = {}): Mission => ({ id, period: id.startsWith("daily") ? "daily" : "weekly", kind: "login", progress: 1, target: 1, reward: 5, status, ...over });

export const missionsData = (dailyLogin: Mission["status"] = "done"): MissionsData => ({
  summary: {
    daily: { periodStart: DAY_START, periodEnd: DAY_START + 86_400_000, missions: [mission("daily-login", dailyLogin), mission("daily-bet", "inProgress", { kind: "bet", progress: 120, target: 500, reward: 20 })] },
    weekly: { periodStart: WEEK_START, periodEnd: WEEK_START + 7 * 86_400_000, missions: [mission("weekly-deposit", "done", { kind: "deposit", progress: 1000, target: 1000, reward: 50 }), mission("weekly-login", "claimed", { progress: 3, target: 3, reward: 30 })] },
  },
  leaderboard: { entries: [{ rank: 1, name: "ne***ie", completed: 3, reward: 40 }], me: null },
});

export const missionsModel: PathModel<typeof missionsMachine> = {
  name: "missions",
  machine: missionsMachine,
  input: INPUT,
  oracle: missionsOracle,
  payloads: {
    "xstate.done.actor.loadMissions": () => [
      { type: "xstate.done.actor.loadMissions", output: missionsData() },
      { type: "xstate.done.actor.loadMissions", output: missionsData("claimed") },
    ],
    "xstate.error.actor.loadMissions": () => [{ type: "xstate.error.actor.loadMissions", error: networkError }],
    // Done daily and weekly missions, one still in progress, one claimed already, one the page never showed.
    "MISSION.CLAIM": () => ["daily-login", "weekly-deposit", "daily-bet", "weekly-login", "no-such-mission"].map((missionId) => ({ type: "MISSION.CLAIM", missionId })),
    "xstate.done.actor.claimMission": () => [{ type: "xstate.done.actor.claimMission", output: { missionId: "daily-login", reward: 5, transactionId: "tx_1" } }],
    "xstate.error.actor.claimMission": () => [
      { type: "xstate.error.actor.claimMission", error: errorOf("MISSION_ALREADY_CLAIMED") },
      { type: "xstate.error.actor.claimMission", error: errorOf("MISSION_CLOSED") },
    ],
  },
  contextKey: (context: MissionsContext) => [context.claimed !== undefined, context.claimError !== undefined, context.data?.summary.daily.missions[0]?.status ?? null],
};
