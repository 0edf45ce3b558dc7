import { assign, setup } from "xstate";
import type { ErrorInfo, LaunchAnswer } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface FbSportsContext {
  url?: string;
  error?: ErrorInfo;
}

export type FbSportsEvent = { type: "FB.RETRY" };

/** The /fbSports page: launches the sports-betting vendor FB and shows it in the page. */
export const fbSportsMachine = setup({
  types: { context: {} as FbSportsContext, events: {} as FbSportsEvent },
  actors: { launchFb: promiseNotProvided<LaunchAnswer>("launchFb") },
}).createMachine({
  id: "fbSports",
  context: {},
  initial: "launching",
  states: {
    launching: {
      invoke: {
        id: "launchFb",
        src: "launchFb",
        onDone: { target: "playing", actions: assign({ url: ({ event }) => event.output.content.game_url, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    playing: {},
    failed: { on: { "FB.RETRY": "launching" } },
  },
});
