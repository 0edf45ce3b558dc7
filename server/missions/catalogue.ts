import type { MissionKind, MissionPeriod } from "../../contract";

export type MissionDefinition = {
  id: string;
  period: MissionPeriod;
  kind: MissionKind;
  /** Minor units for bet and deposit, days for login. */
  target: number;
  rewardMinor: number;
};

/** The site's missions: fixed, so the client names them from kind and target in the member's language. */
export const MISSIONS: readonly MissionDefinition[] = [
  { id: "daily-login", period: "daily", kind: "login", target: 1, rewardMinor: 500 },
  { id: "daily-bet", period: "daily", kind: "bet", target: 50_000, rewardMinor: 2_000 },
  { id: "daily-deposit", period: "daily", kind: "deposit", target: 10_000, rewardMinor: 1_000 },
  { id: "weekly-login", period: "weekly", kind: "login", target: 3, rewardMinor: 3_000 },
  { id: "weekly-bet", period: "weekly", kind: "bet", target: 500_000, rewardMinor: 10_000 },
  { id: "weekly-deposit", period: "weekly", kind: "deposit", target: 100_000, rewardMinor: 5_000 },
];

export const findMission = (id: string) => MISSIONS.find((m) => m.id === id);
