import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "loading" | "cooling" | "refreshable" | "failed";

/**
 * Spec section 4 (captcha) and 9: the image loads at once, a refresh is allowed once per second (1000 ms) after an
 * image shows, and at once after a failed load; a spent answer (login) asks for a new image at once. Each image is a new
 * request with no input.
 */
function apply(state: { phase: Phase }, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.fetchCaptcha":
      state.phase = "cooling";
      // The new image replaces the old one, and a failure shown before is gone.
      return { context: { image: event.output, error: undefined } };
    case "xstate.error.actor.fetchCaptcha":
      state.phase = "failed";
      return { context: { error: event.error } };
    case "CAPTCHA.REFRESH":
      if (state.phase !== "refreshable" && state.phase !== "failed") return {};
      state.phase = "loading";
      return { requests: [{ id: "fetchCaptcha" }] };
    case "CAPTCHA.RENEW":
      // The owning form spent the answer: a new image at once, cooling or not; one already loading will do.
      if (state.phase === "loading") return {};
      state.phase = "loading";
      return { requests: [{ id: "fetchCaptcha" }] };
    default:
      if (event.type.startsWith("xstate.after.")) state.phase = "refreshable";
      return {};
  }
}

export const captchaOracle: Oracle = {
  step(events) {
    const state = { phase: "loading" as Phase };
    let expectation: StepExpectation = { requests: [{ id: "fetchCaptcha" }] };
    for (const event of events) expectation = apply(state, event as EventObject & Record<string, unknown>);
    return expectation;
  },
  delays: { "captcha.shown.cooling": 1000 },
};
