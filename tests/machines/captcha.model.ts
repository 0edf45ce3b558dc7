import { captchaMachine } from "../../machines/captcha.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";

export const captchaModel: PathModel<typeof captchaMachine> = {
  name: "captcha",
  machine: captchaMachine,
  payloads: {
    "xstate.done.actor.fetchCaptcha": () => [{ type: "xstate.done.actor.fetchCaptcha", output: "iVBORw0KGgo=" }],
    "xstate.error.actor.fetchCaptcha": () => [{ type: "xstate.error.actor.fetchCaptcha", error: networkError }],
  },
};
