import { mobileBindingMachine, type MobileBindingContext, type MobileBindingField, type MobileBindingInput } from "../../machines/mobile-binding.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { mobileBindingOracle } from "./mobile-binding.oracle";

const change = (field: MobileBindingField, value: string) => ({ type: "MOBILE.CHANGE", field, value });

/**
 * Form order, one field at a time: the login password (blank spaces first), the code to the bound number when one is
 * bound (too short, then padded), the new number (malformed, then padded), its code (too short, then padded).
 */
function fills(context: MobileBindingContext) {
  if (context.loginPassword === "") return [change("loginPassword", "  "), change("loginPassword", "Demo1234")];
  if (context.loginPassword !== "Demo1234") return [change("loginPassword", "Demo1234")];
  if (context.mobileBound && context.oldMobileCode === "") return [change("oldMobileCode", "12"), change("oldMobileCode", " 123456 ")];
  if (context.mobileBound && context.oldMobileCode === "12") return [change("oldMobileCode", " 123456 ")];
  if (context.mobileNum === "") return [change("mobileNum", "12345"), change("mobileNum", " 0811112222 ")];
  if (context.mobileNum === "12345") return [change("mobileNum", " 0811112222 ")];
  if (context.verificationCode === "") return [change("verificationCode", "12"), change("verificationCode", " 654321 ")];
  if (context.verificationCode === "12") return [change("verificationCode", " 654321 ")];
  return [];
}

export function mobileBindingModel(input: MobileBindingInput = { countryDialingCode: "+66", mobileBound: true }): PathModel<typeof mobileBindingMachine> {
  return {
    name: "mobileBinding",
    machine: mobileBindingMachine,
    input,
    oracle: mobileBindingOracle(input),
    contextKey: (context: MobileBindingContext) => ({
      values: [context.loginPassword, context.oldMobileCode, context.mobileNum, context.verificationCode],
      bound: context.mobileBound,
      country: context.countryDialingCode,
      errors: Object.keys(context.fieldErrors).filter((f) => context.fieldErrors[f as MobileBindingField]),
      error: context.error?.errorCode ?? context.error?.kind ?? null,
    }),
    payloads: {
      "MOBILE.CHANGE": (snapshot) => fills(snapshot.context as MobileBindingContext),
      "MOBILE.COUNTRY": (snapshot) => ((snapshot.context as MobileBindingContext).countryDialingCode === "+66" ? [{ type: "MOBILE.COUNTRY", countryDialingCode: "+84" }] : []),
      "xstate.done.actor.bindMobile": () => [
        { type: "xstate.done.actor.bindMobile", output: { mobile: "081****222", countryDialingCode: "+66", recoveryOpensAt: "2026-11-28T07:05:00.000Z" } },
      ],
      "xstate.error.actor.bindMobile": () => [
        { type: "xstate.error.actor.bindMobile", error: errorOf("SMS_CODE_INVALID") },
        { type: "xstate.error.actor.bindMobile", error: errorOf("OLD_CHANNEL_CODE_INVALID", { channel: "mobile" }) },
        { type: "xstate.error.actor.bindMobile", error: errorOf("LOGIN_PASSWORD_INCORRECT") },
        { type: "xstate.error.actor.bindMobile", error: errorOf("MOBILE_EXISTS") },
        { type: "xstate.error.actor.bindMobile", error: networkError },
      ],
    },
  };
}
