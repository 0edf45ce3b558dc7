import type { EventObject } from "xstate";
import type { MissionClaimAnswer, MissionSummary } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input: the flow's random Idempotency-Key prefix. */
export const INPUT = { keyPrefix: "0123456789abcdef01234567" } as const;

/** The missions page (summary, claim when done, leaderboard), from the path's events. */
export interface MissionsPage {
  phase: "loading" | "ready" | "failed" | "claiming";
  summary?: MissionSummary;
  claimed?: MissionClaimAnswer;
  error?: unknown;
  claimError?: unknown;
}

function apply(p: MissionsPage, event: EventObject & Record<string, unknown>): StepExpectation {
  const load = (): StepExpectation => {
    p.phase = "loading";
    return { requests: [{ id: "loadMissions" }] };
  };
  switch (event.type) {
    case "xstate.done.actor.loadMissions":
      p.phase = "ready";
      p.summary = (event.output as { summary: MissionSummary }).summary;
      p.error = undefined;
      return {};
    case "xstate.error.actor.loadMissions":
      p.phase = "failed";
      p.error = event.error;
      return {};
    case "MISSIONS.RETRY":
      return p.phase === "failed" ? load() : {};
    case "MISSION.CLAIM": {
      if (p.phase !== "ready" || !p.summary) return {};
      // Only a done mission is claimed, naming the period it was done in; the key is one per mission and period,
      // so a retry after a lost answer cannot pay twice.
      const period = [p.summary.daily, p.summary.weekly].find((d) => d.missions.some((m) => m.id === event.missionId && m.status === "done"));
      if (!period) return {};
      p.phase = "claiming";
      p.claimed = undefined;
      p.claimError = undefined;
      const request = { missionId: event.missionId, periodStart: period.periodStart };
      return { requests: [{ id: "claimMission", input: { request, key: `${INPUT.keyPrefix}-${request.missionId}-${request.periodStart}` } }] };
    }
    case "xstate.done.actor.claimMission":
      p.claimed = event.output as MissionClaimAnswer;
      // The bonus moved the balance; the missions reload to show it claimed.
      return { ...load(), effects: ["balanceChanged"] };
    case "xstate.error.actor.claimMission":
      p.claimError = event.error;
      return load();
    case "ERROR.DISMISS":
      if (p.phase === "ready") p.claimError = undefined;
      return {};
  }
  return {};
}

function run(events: readonly EventObject[]) {
  const p: MissionsPage = { phase: "loading" };
  let expectation: StepExpectation = { requests: [{ id: "loadMissions" }] };
  for (const event of events) expectation = apply(p, event as EventObject & Record<string, unknown>);
  return { p, expectation };
}

export function missionsAfter(events: readonly EventObject[]): MissionsPage {
  return run(events).p;
}

export const missionsOracle: Oracle = {
  step(events) {
    const { p, expectation } = run(events);
    return { ...expectation, context: { ...expectation.context, claimed: p.claimed, error: p.error, claimError: p.claimError } };
  },
};
