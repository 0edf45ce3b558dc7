import { assign, setup } from "xstate";
import { promiseNotProvided } from "./not-provided";

export interface MissionCountContext {
  trial: boolean;
  /** Missions done and not yet claimed; 0 until known. */
  count: number;
}

export type MissionCountEvent = { type: "MISSIONS.REFRESH" };

/**
 * The member-centre menu's red count on "missions": missions done and not yet claimed. Never fetched for a trial
 * account (no missions there); fetched again when a mission was claimed (a fetch under way starts over, since the
 * claim may not be in its answer). A failed fetch keeps the last count.
 */
export const missionCountMachine = setup({
  types: { context: {} as MissionCountContext, events: {} as MissionCountEvent, input: {} as { trial: boolean } },
  actors: { fetchMissionCount: promiseNotProvided<number>("fetchMissionCount") },
  guards: { isTrial: ({ context }) => context.trial },
}).createMachine({
  id: "missionCount",
  context: ({ input }) => ({ trial: input.trial, count: 0 }),
  initial: "checking",
  states: {
    checking: { always: [{ guard: "isTrial", target: "notFetched" }, { target: "loading" }] },
    // A trial account has no missions: a refresh changes nothing.
    notFetched: { on: { "MISSIONS.REFRESH": { target: "notFetched" } } },
    loading: {
      invoke: {
        id: "fetchMissionCount",
        src: "fetchMissionCount",
        onDone: { target: "loaded", actions: assign({ count: ({ event }) => Math.max(0, Math.floor(event.output)) }) },
        onError: { target: "failed" },
      },
      on: { "MISSIONS.REFRESH": { target: "loading", reenter: true } },
    },
    loaded: { on: { "MISSIONS.REFRESH": "loading" } },
    failed: { on: { "MISSIONS.REFRESH": "loading" } },
  },
});
