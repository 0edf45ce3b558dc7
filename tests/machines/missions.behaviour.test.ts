import { describe, expect, it } from "vitest";
import { claimKey, missionsMachine, type MissionsData } from "../../machines/missions.machine";
import type { Mission } from "../../contract";
import { errorOf, networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// Missions: daily and weekly missions; a done mission can be claimed (naming the period it was done in),
// which pays and reloads; a refused claim shows its message and reloads; missions that could not be read are tried again.
const DAY_START = 1772384400000; // 2026-03-01T17:00:00Z
const WEEK_START = 1771866000000; // six days earlier
const mission = (id: string, status: Mission["status"], over: Partial<Mission> = {}): Mission => ({ id, period: id.startsWith("daily") ? "daily" : "weekly", kind: "login", progress: 1, target: 1, reward: 5, status, ...over });
const DATA: MissionsData = {
  summary: {
    daily: { periodStart: DAY_START, periodEnd: DAY_START + 86_400_000, missions: [mission("daily-login", "done"), mission("daily-bet", "inProgress", { kind: "bet", progress: 120, target: 500, reward: 20 })] },
    weekly: { periodStart: WEEK_START, periodEnd: WEEK_START + 7 * 86_400_000, missions: [mission("weekly-deposit", "done", { kind: "deposit", progress: 1000, target: 1000, reward: 50 }), mission("weekly-login", "claimed", { progress: 3, target: 3, reward: 30 })] },
  },
  leaderboard: { entries: [{ rank: 1, name: "ne***ie", completed: 3, reward: 40 }], me: null },
};
const PAID = { missionId: "daily-login", reward: 5, transactionId: "tx_1" };
const model = { name: "missions", machine: missionsMachine, input: { keyPrefix: "k" } };
const read = answer("loadMissions", DATA);
const claim = (missionId: string) => ({ type: "MISSION.CLAIM", missionId });

describeWalks(model, [
  { name: "the missions read are shown", steps: [read], state: "ready", context: { data: DATA } },
  { name: "a done daily mission is claimed for today's period", steps: [read, claim("daily-login")], state: "claiming", requests: { claimMission: 1 }, context: { claiming: { missionId: "daily-login", periodStart: DAY_START } } },
  { name: "a done weekly mission is claimed for this week's period", steps: [read, claim("weekly-deposit")], state: "claiming", requests: { claimMission: 1 }, context: { claiming: { missionId: "weekly-deposit", periodStart: WEEK_START } } },
  { name: "a mission still in progress cannot be claimed", steps: [read, claim("daily-bet")], state: "ready", requests: { claimMission: 0 } },
  { name: "a mission claimed already cannot be claimed again", steps: [read, claim("weekly-login")], state: "ready", requests: { claimMission: 0 } },
  { name: "a mission the page never showed cannot be claimed", steps: [read, claim("no-such-mission")], state: "ready", requests: { claimMission: 0 } },
  { name: "a paid claim reloads the missions and shows what was paid", steps: [read, claim("daily-login"), answer("claimMission", PAID)], state: "loading", requests: { loadMissions: 2 }, context: { claimed: PAID } },
  {
    name: "a refused claim shows its message and reloads the missions",
    steps: [read, claim("daily-login"), failure("claimMission", errorOf("MISSION_ALREADY_CLAIMED")), read],
    state: "ready",
    requests: { loadMissions: 2 },
    context: { claimError: { errorCode: "MISSION_ALREADY_CLAIMED" } },
  },
  { name: "missions that could not be read show the error", steps: [failure("loadMissions", networkError)], state: "failed", context: { error: networkError } },
  { name: "missions that could not be read are tried again", steps: [failure("loadMissions", networkError), { type: "MISSIONS.RETRY" }], state: "loading", requests: { loadMissions: 2 } },
  { name: "missions read on the second try are shown without the error", steps: [failure("loadMissions", networkError), { type: "MISSIONS.RETRY" }, read], state: "ready", context: { data: DATA, error: undefined } },
]);

describe("the claim's Idempotency-Key", () => {
  it("is the prefix, the mission id and the period start", () => {
    expect(claimKey("k", { missionId: "daily-login", periodStart: 1772384400000 })).toBe("k-daily-login-1772384400000");
  });

  it("writes characters other than letters, digits, _ and - in the mission id as _", () => {
    expect(claimKey("k", { missionId: "daily login/ภาษา", periodStart: 5 })).toBe("k-daily_login_____-5");
  });

  it("keeps at most the mission id's first 20 characters", () => {
    expect(claimKey("k", { missionId: "weekly-deposit-twenty-one", periodStart: 5 })).toBe("k-weekly-deposit-twent-5");
  });

  it("differs between two periods of the same mission", () => {
    expect(claimKey("k", { missionId: "daily-login", periodStart: 1772384400000 })).not.toBe(claimKey("k", { missionId: "daily-login", periodStart: 1772470800000 }));
  });
});
