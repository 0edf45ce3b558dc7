import { smsCodeMachine, type SmsCodeContext, type SmsCodeInput } from "../../machines/sms-code.machine";
import type { PathModel } from "../paths/generate-paths";
import { smsCodeOracle } from "./sms-code.oracle";

/** A failed send as the API throws it: the server's own message is what the warning popup shows. */
const tooMany = { kind: "server", errorCode: "SMS_TOO_MANY_REQUESTS", message: "Too many requests, try again after 5 minutes" };
/** A failure the catalogue has no text for: only the server's message can say what went wrong. */
const gatewayBusy = { kind: "server", errorCode: "SMS_SEND_FAILED", message: "SMS gateway busy, try again later" };

/**
 * A code that lives 3 seconds (expiredMinutes 0.05) keeps the countdown short enough to walk to its end. Firebase
 * always waits one minute: its model follows the countdown's first seconds, whatever the answer says.
 */
export function smsCodeModel(provider: SmsCodeInput["provider"] = "platform"): PathModel<typeof smsCodeMachine> {
  const input: SmsCodeInput = { purpose: "login", provider };
  return {
    name: "smsCode",
    machine: smsCodeMachine,
    input,
    oracle: smsCodeOracle(input),
    contextKey: (context) => ({
      seconds: provider === "firebase" ? Math.max((context as SmsCodeContext).secondsLeft, 58) : (context as SmsCodeContext).secondsLeft,
      error: (context as SmsCodeContext).error?.errorCode ?? null,
    }),
    payloads: {
      "SMS.SEND": (snapshot) =>
        [
          { type: "SMS.SEND", mobileNum: "0812345678", countryDialingCode: "+66" },
          // A registration form names its own purpose.
          { type: "SMS.SEND", mobileNum: "0898765432", countryDialingCode: "+84", purpose: "registerMobile" },
        ].slice(0, (snapshot.context as SmsCodeContext).error ? 1 : 2),
      "xstate.done.actor.sendSmsCode": () => [{ type: "xstate.done.actor.sendSmsCode", output: { expiredMinutes: 0.05 } }],
      "xstate.error.actor.sendSmsCode": () => [
        { type: "xstate.error.actor.sendSmsCode", error: tooMany },
        { type: "xstate.error.actor.sendSmsCode", error: gatewayBusy },
      ],
    },
  };
}
