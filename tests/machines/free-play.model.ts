import { freePlayMachine } from "../../machines/free-play.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";
import { freePlayOracle } from "./free-play.oracle";

export const freePlayModel: PathModel<typeof freePlayMachine> = {
  name: "freePlay",
  machine: freePlayMachine,
  oracle: freePlayOracle,
  // A retry that succeeds must not keep the earlier failure: the path has to reach it.
  contextKey: (context) => ({ failed: context.error !== undefined }),
  payloads: {
    "xstate.done.actor.startFreePlay": () => [{ type: "xstate.done.actor.startFreePlay", output: loginAnswer({ customerType: 4, userName: "trial1" }) }],
    "xstate.error.actor.startFreePlay": () => [{ type: "xstate.error.actor.startFreePlay", error: errorOf("FREEPLAY_DISABLED") }],
  },
};
