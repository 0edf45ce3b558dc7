import { fbSportsMachine } from "../../machines/fb-sports.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { fbSportsOracle } from "./fb-sports.oracle";

export const fbSportsModel: PathModel<typeof fbSportsMachine> = {
  name: "fbSports",
  machine: fbSportsMachine,
  oracle: fbSportsOracle,
  contextKey: (context) => ({ url: Boolean(context.url), error: context.error?.errorCode ?? context.error?.kind ?? null }),
  payloads: {
    "xstate.done.actor.launchFb": () => [{ type: "xstate.done.actor.launchFb", output: { content: { game_url: "http://localhost/demo-game?ticket=fb", seamless: true } } }],
    "xstate.error.actor.launchFb": () => [
      { type: "xstate.error.actor.launchFb", error: errorOf("REAL_ACCOUNT_REQUIRED") },
      { type: "xstate.error.actor.launchFb", error: networkError },
    ],
  },
};
