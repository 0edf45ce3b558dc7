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
  description: "The red count on the member centre's “missions” entry: missions done but not yet claimed. Trial accounts have no missions, so nothing is fetched for them.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "6 Roles and permissions"], screen: "Member centre menu: missions badge" },
  context: ({ input }) => ({ trial: input.trial, count: 0 }),
  initial: "checking",
  states: {
    checking: {
      description: "Is this a trial account?",
      always: [
        { guard: "isTrial", target: "notFetched", description: "Trial account: no count is fetched." },
        { target: "loading", description: "Real account: the count is fetched." },
      ],
    },
    // A trial account has no missions: a refresh changes nothing.
    notFetched: { description: "Trial account: no missions count.", on: { "MISSIONS.REFRESH": { target: "notFetched", description: "Nothing to refresh for a trial account." } } },
    loading: {
      description: "Fetching the number of missions waiting to be claimed.",
      invoke: {
        id: "fetchMissionCount",
        src: "fetchMissionCount",
        onDone: { target: "loaded", description: "The count arrived and is shown.", actions: assign({ count: ({ event }) => Math.max(0, Math.floor(event.output)) }) },
        onError: { target: "failed", description: "The count could not be fetched; the last one stays." },
      },
      on: { "MISSIONS.REFRESH": { target: "loading", reenter: true, description: "A mission was claimed meanwhile: the count is asked for again." } },
    },
    loaded: { description: "The count is shown.", on: { "MISSIONS.REFRESH": { target: "loading", description: "A mission was claimed: the count is fetched again." } } },
    failed: { description: "The count could not be fetched; the last known count stays.", on: { "MISSIONS.REFRESH": { target: "loading", description: "The count is tried again." } } },
  },
});
