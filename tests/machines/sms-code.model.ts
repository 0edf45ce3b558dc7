import { smsCodeMachine } from "../../machines/sms-code.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf } from "../fixtures/errors";

/** The server's own words for a refused send (server/messages.ts, English): the popup shows them (spec.md section 8). */
export const SMS_REFUSAL_TEXT = "too many requests, try again after 5 minutes";

/** A code that lives 3 seconds (expiredMinutes 0.05) keeps the countdown short enough to walk to its end. */
export const smsCodeModel: PathModel<typeof smsCodeMachine> = {
  name: "smsCode",
  machine: smsCodeMachine,
  input: { purpose: "login", provider: "platform" },
  contextKey: (context) => ({ seconds: context.secondsLeft, error: context.error?.errorCode ?? null }),
  payloads: {
    "SMS.SEND": () => [{ type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" }],
    "xstate.done.actor.sendSmsCode": () => [{ type: "xstate.done.actor.sendSmsCode", output: { expiredMinutes: 0.05 } }],
    "xstate.error.actor.sendSmsCode": () => [{ type: "xstate.error.actor.sendSmsCode", error: { ...errorOf("SMS_TOO_MANY_REQUESTS"), message: SMS_REFUSAL_TEXT } }],
  },
};
