import { assign, setup } from "xstate";
import type { ErrorInfo } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaContext {
  /** The base64 PNG of the current captcha. */
  image?: string;
  error?: ErrorInfo;
}

export type CaptchaEvent = { type: "CAPTCHA.REFRESH" } | { type: "CAPTCHA.RENEW" };

/**
 * A captcha image: loaded on start, refreshable at most once per second, and after a failed load. The form that owns
 * it sends CAPTCHA.RENEW when the answer was spent (each answer works once): a new image is fetched at once, unless one
 * is already on its way.
 */
export const captchaMachine = setup({
  types: { context: {} as CaptchaContext, events: {} as CaptchaEvent },
  actors: { fetchCaptcha: promiseNotProvided<string>("fetchCaptcha") },
}).createMachine({
  id: "captcha",
  description:
    "The picture code (captcha) on a form such as registration: a picture is fetched when the form opens, and the person can ask for a new one at most once a second.",
  meta: { spec: ["4 States and transitions", "7 Calls › Authentication and member", "9 Business constants and limits"], screen: "Picture code (captcha) field" },
  context: {},
  initial: "loading",
  states: {
    loading: {
      description: "Fetching a picture code from the server.",
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: { target: "shown", description: "The picture arrived and is shown.", actions: assign({ image: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The picture could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    shown: {
      description: "The picture code is shown; the person types what it says.",
      on: { "CAPTCHA.RENEW": { target: "loading", description: "Each picture code works once: after a refused try a new picture is fetched." } },
      initial: "cooling",
      states: {
        cooling: {
          description: "Just fetched: the picture cannot be refreshed for one second.",
          after: { [CAPTCHA_REFRESH_MS]: { target: "refreshable", description: "A second has passed: the picture may be refreshed." } },
        },
        refreshable: {
          description: "The person may ask for a different picture.",
          on: { "CAPTCHA.REFRESH": { target: "#captcha.loading", description: "The person asks for a different picture." } },
        },
      },
    },
    failed: {
      description: "The picture could not be fetched; the person can try again.",
      on: {
        "CAPTCHA.REFRESH": { target: "loading", description: "The person tries fetching the picture again." },
        "CAPTCHA.RENEW": { target: "loading", description: "Another refused try: a picture is fetched again." },
      },
    },
  },
});
