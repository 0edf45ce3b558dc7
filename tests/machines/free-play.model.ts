import { freePlayMachine } from "../../machines/free-play.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";

export const freePlayModel: PathModel<typeof freePlayMachine> = {
  name: "freePlay",
  machine: freePlayMachine,
  payloads: {
    "xstate.done.actor.startFreePlay": () => [{ type: "xstate.done.actor.startFreePlay", output: loginAnswer({ customerType: 4, userName: "trial1" }) }],
    "xstate.error.actor.startFreePlay": () => [{ type: "xstate.error.actor.startFreePlay", error: errorOf("FREEPLAY_DISABLED") }],
  },
};
