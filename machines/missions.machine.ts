import { assign, setup } from "xstate";
import type { ErrorInfo, MissionClaimAnswer, MissionClaimRequest, MissionLeaderboard, MissionSummary } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type MissionsData = { summary: MissionSummary; leaderboard: MissionLeaderboard };

export interface MissionsContext {
  keyPrefix: string;
  data?: MissionsData;
  /** The claim being sent. */
  claiming?: MissionClaimRequest;
  /** The last paid claim (shown until the next claim). */
  claimed?: MissionClaimAnswer;
  /** Missions could not be loaded. */
  error?: ErrorInfo;
  /** A claim was refused or failed (kept while the missions reload). */
  claimError?: ErrorInfo;
}

export type MissionsEvent = { type: "MISSION.CLAIM"; missionId: string } | { type: "MISSIONS.RETRY" } | { type: "ERROR.DISMISS" };

/**
 * The claim's Idempotency-Key: one per mission and period, so a retried claim (a lost answer) is paid at most once
 * and a new period's claim is a new request.
 */
export const claimKey = (prefix: string, request: MissionClaimRequest) => `${prefix}-${request.missionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 20)}-${request.periodStart}`;

/** The mission's period start when the summary shows it done (claimable); undefined otherwise. */
function claimable(data: MissionsData | undefined, missionId: string): number | undefined {
  if (!data) return undefined;
  for (const period of [data.summary.daily, data.summary.weekly]) {
    if (period.missions.some((m) => m.id === missionId && m.status === "done")) return period.periodStart;
  }
  return undefined;
}

/**
 * Missions (member centre "missionLeaderboard"): daily and weekly missions with the member's progress and the
 * leaderboard; a done mission can be claimed, which pays its bonus (`balanceChanged` refreshes the header balance)
 * and reloads. A refused claim (already claimed, period ended) shows its message and reloads too.
 */
export const missionsMachine = setup({
  types: { context: {} as MissionsContext, events: {} as MissionsEvent, input: {} as { keyPrefix: string } },
  actors: {
    loadMissions: promiseNotProvided<MissionsData, void>("loadMissions"),
    claimMission: promiseNotProvided<MissionClaimAnswer, { request: MissionClaimRequest; key: string }>("claimMission"),
  },
  actions: { balanceChanged: () => {} },
  guards: { isClaimable: ({ context, event }) => event.type === "MISSION.CLAIM" && claimable(context.data, event.missionId) !== undefined },
}).createMachine({
  id: "missions",
  description: "Missions (member centre): daily and weekly missions with the member's progress; a completed mission's reward can be claimed once per period.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "1 What the product does and for whom"], screen: "Member centre: missions (missionLeaderboard)" },
  context: ({ input }) => ({ keyPrefix: input.keyPrefix }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the missions and the member's progress.",
      invoke: {
        id: "loadMissions",
        src: "loadMissions",
        onDone: { target: "ready", description: "The missions are shown.", actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The missions could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The missions could not be loaded; the member can retry.", on: { "MISSIONS.RETRY": { target: "loading", description: "The member tries again." } } },
    ready: {
      description: "The missions and progress are shown; completed ones have a claim button.",
      on: {
        "MISSION.CLAIM": {
          guard: "isClaimable",
          target: "claiming",
          description: "The member claims a completed mission's reward.",
          actions: assign({
            claiming: ({ context, event }) => ({ missionId: event.missionId, periodStart: claimable(context.data, event.missionId) ?? 0 }),
            claimed: undefined,
            claimError: undefined,
          }),
        },
        "ERROR.DISMISS": { description: "The member closes the error message.", actions: assign({ claimError: undefined }) },
      },
    },
    claiming: {
      description: "Waiting for the server to pay the reward (claiming again after no answer cannot pay twice).",
      invoke: {
        id: "claimMission",
        src: "claimMission",
        input: ({ context }) => {
          const request = context.claiming ?? { missionId: "", periodStart: 0 };
          return { request, key: claimKey(context.keyPrefix, request) };
        },
        onDone: { target: "loading", description: "Paid: the reward is shown, the header balance refreshes and the missions reload.", actions: [assign({ claimed: ({ event }) => event.output, claiming: undefined }), "balanceChanged"] },
        onError: { target: "loading", description: "The claim was refused: the reason is shown and the missions reload.", actions: assign({ claimError: ({ event }) => asErrorInfo(event.error), claiming: undefined }) },
      },
    },
  },
});
