import { assign, setup } from "xstate";
import type { ErrorInfo, LaunchAnswer } from "../contract";
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
  description: "The sports-betting page (/fbSports): it opens the FB sports-betting vendor's game inside the page.",
  meta: { spec: ["2 Screens and routes › Routes", "7 Calls › Games"], screen: "Sports betting page (/fbSports)" },
  context: {},
  initial: "launching",
  states: {
    launching: {
      description: "Asking the server to open the FB sports-betting game.",
      invoke: {
        id: "launchFb",
        src: "launchFb",
        onDone: { target: "playing", description: "The game's address arrived: it is shown in the page.", actions: assign({ url: ({ event }) => event.output.content.game_url, error: undefined }) },
        onError: { target: "failed", description: "The game could not be opened (for example under maintenance).", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    playing: { description: "The sports-betting game is shown in the page." },
    failed: { description: "The game could not be opened; the player can retry.", on: { "FB.RETRY": { target: "launching", description: "The player tries again." } } },
  },
});
