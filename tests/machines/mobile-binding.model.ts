import { mobileBindingMachine, type MobileBindingContext, type MobileBindingField } from "../../machines/mobile-binding.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { mobileBindingOracle } from "./mobile-binding.oracle";

const change = (field: MobileBindingField, value: string) => ({ type: "MOBILE.CHANGE", field, value });

/** The number (malformed, then padded), then the code (too short, then padded). */
function fills(context: MobileBindingContext) {
  if (context.mobileNum === "") return [change("mobileNum", "12345"), change("mobileNum", " 0811112222 ")];
  if (context.mobileNum === "12345") return [change("mobileNum", " 0811112222 ")];
  if (context.verificationCode === "") return [change("verificationCode", "12"), change("verificationCode", " 654321 ")];
  if (context.verificationCode === "12") return [change("verificationCode", " 654321 ")];
  return [];
}

export const mobileBindingModel: PathModel<typeof mobileBindingMachine> = {
  name: "mobileBinding",
  machine: mobileBindingMachine,
  input: { countryDialingCode: "+66" },
  oracle: mobileBindingOracle("+66"),
  contextKey: (context: MobileBindingContext) => ({
    values: [context.mobileNum, context.verificationCode],
    country: context.countryDialingCode,
    errors: Object.keys(context.fieldErrors).filter((f) => context.fieldErrors[f as MobileBindingField]),
    error: context.error?.errorCode ?? context.error?.kind ?? null,
  }),
  payloads: {
    "MOBILE.CHANGE": (snapshot) => fills(snapshot.context as MobileBindingContext),
    "MOBILE.COUNTRY": (snapshot) => ((snapshot.context as MobileBindingContext).countryDialingCode === "+66" ? [{ type: "MOBILE.COUNTRY", countryDialingCode: "+84" }] : []),
    "xstate.done.actor.bindMobile": () => [{ type: "xstate.done.actor.bindMobile", output: { mobile: "081****222", countryDialingCode: "+66" } }],
    "xstate.error.actor.bindMobile": () => [
      { type: "xstate.error.actor.bindMobile", error: errorOf("SMS_CODE_INVALID") },
      { type: "xstate.error.actor.bindMobile", error: errorOf("MOBILE_EXISTS") },
      { type: "xstate.error.actor.bindMobile", error: networkError },
    ],
  },
};
