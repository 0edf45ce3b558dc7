import { assign, setup } from "xstate";
import type { ErrorInfo } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaContext {
  /** The base64 PNG of the current captcha. */
  image?: string;
  error?: ErrorInfo;
}

export type CaptchaEvent = { type: "CAPTCHA.REFRESH" };

/** A captcha image: loaded on start, refreshable at most once per second, and after a failed load. */
export const captchaMachine = setup({
  types: { context: {} as CaptchaContext, events: {} as CaptchaEvent },
  actors: { fetchCaptcha: promiseNotProvided<string>("fetchCaptcha") },
}).createMachine({
  id: "captcha",
  context: {},
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: { target: "shown", actions: assign({ image: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    shown: {
      initial: "cooling",
      states: {
        cooling: { after: { [CAPTCHA_REFRESH_MS]: "refreshable" } },
        refreshable: { on: { "CAPTCHA.REFRESH": "#captcha.loading" } },
      },
    },
    failed: { on: { "CAPTCHA.REFRESH": "loading" } },
  },
});
