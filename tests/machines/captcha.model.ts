import { captchaMachine } from "../../machines/captcha.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { captchaOracle } from "./captcha.oracle";

export const captchaModel: PathModel<typeof captchaMachine> = {
  name: "captcha",
  machine: captchaMachine,
  oracle: captchaOracle,
  // A load after a failure must clear the failure: the path has to reach it.
  contextKey: (context) => ({ failed: context.error !== undefined, image: context.image ?? null }),
  payloads: {
    "xstate.done.actor.fetchCaptcha": () => [{ type: "xstate.done.actor.fetchCaptcha", output: "iVBORw0KGgo=" }, { type: "xstate.done.actor.fetchCaptcha", output: "R0lGODlhAQ==" }],
    "xstate.error.actor.fetchCaptcha": () => [{ type: "xstate.error.actor.fetchCaptcha", error: networkError }],
  },
};
