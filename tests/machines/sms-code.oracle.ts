import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Phase = "ready" | "sending" | "countingDown" | "throttled";

export interface Sms {
  phase: Phase;
  secondsLeft: number;
  /** The failure the warning popup shows, as the send's fake answered it. */
  error?: { kind: string; errorCode?: string; message?: string };
}

/**
 * Spec sections 4, 8 and 9 (SMS send): enabled, then disabled during a countdown of 60 seconds times the answer's
 * expiredMinutes (1 minute for Firebase), then enabled; sending throttled to once per second (1000 ms); a failed send
 * keeps the server's message for the warning popup.
 */
export function smsCodeOracle(input: { purpose: string; provider: "platform" | "firebase" }): Oracle & { replay(events: readonly EventObject[]): Sms } {
  function apply(sms: Sms, event: EventObject & Record<string, unknown>): StepExpectation {
    switch (event.type) {
      case "SMS.SEND":
        if (sms.phase !== "ready") return {};
        sms.phase = "sending";
        sms.error = undefined;
        return {
          requests: [
            {
              id: "sendSmsCode",
              input: { mobileNum: event.mobileNum, countryDialingCode: event.countryDialingCode, purpose: event.purpose ?? input.purpose, provider: input.provider },
            },
          ],
          context: { error: undefined },
        };
      case "xstate.done.actor.sendSmsCode": {
        sms.phase = "countingDown";
        const answer = event.output as { expiredMinutes: number };
        sms.secondsLeft = input.provider === "firebase" ? 60 : 60 * answer.expiredMinutes;
        return { context: { secondsLeft: sms.secondsLeft } };
      }
      case "xstate.error.actor.sendSmsCode": {
        sms.phase = "throttled";
        const error = event.error as { kind: string; errorCode?: string; message?: string };
        sms.error = error;
        // The popup shows the server's own message.
        return { context: { error: { kind: error.kind, errorCode: error.errorCode, message: error.message } } };
      }
      case "SMS.DISMISS_ERROR":
        sms.error = undefined;
        return { context: { error: undefined } };
      case "xstate.after.1000.smsCode.throttled":
        expect(sms.phase, "a throttle wait only after a failed send").toBe("throttled");
        sms.phase = "ready";
        return {};
      case "xstate.after.1000.smsCode.countingDown":
        expect(sms.phase, "a countdown tick only while counting down").toBe("countingDown");
        expect(sms.secondsLeft, "a tick only while seconds are left").toBeGreaterThan(0);
        sms.secondsLeft -= 1;
        if (sms.secondsLeft === 0) sms.phase = "ready";
        return { context: { secondsLeft: sms.secondsLeft } };
      default:
        return {};
    }
  }
  function replay(events: readonly EventObject[]) {
    const sms: Sms = { phase: "ready", secondsLeft: 0 };
    let expectation: StepExpectation = { context: { secondsLeft: 0 } };
    for (const event of events) expectation = apply(sms, event as EventObject & Record<string, unknown>);
    return { sms, expectation };
  }
  return {
    step: (events) => replay(events).expectation,
    /** The button and popup as the path's events leave them: the views' expectations. */
    replay: (events) => replay(events).sms,
    delays: { "smsCode.throttled": 1000, "smsCode.countingDown": 1000 },
  };
}
