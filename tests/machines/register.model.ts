import { registerMachine, type RegisterContext, type RegisterInput } from "../../machines/register.machine";
import type { RegisterField } from "../../contract";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { registerFlags, registerSettings, VALID_VALUES } from "../fixtures/register";
import { loginAnswer } from "../fixtures/system";
import { registerOracle } from "./register.oracle";
import { refusedFields, type FormFacts } from "./register.rules";

const contextOf = (snapshot: Snapshot<typeof registerMachine>) => snapshot.context as RegisterContext;
const change = (field: RegisterField, value: string) => ({ type: "REGISTER.CHANGE", field, value });

/** A valid value as a person might type it: with stray spaces around it, except in passwords (whose spaces count). */
function typed(field: RegisterField, context: RegisterContext): string {
  const padded = ` ${VALID_VALUES[field]} `;
  // The input's maxLength (the server's maximum) would cut a padded value short.
  const fits = padded.length <= (context.settings[field]?.maxLength ?? 255);
  return ["password", "confirmPassword", "paymentPassword"].includes(field) || !fits ? VALID_VALUES[field] : padded;
}

/** The form's facts as the model's own rules (register.rules.ts) read them. */
const factsOf = (context: RegisterContext): FormFacts => ({
  variant: context.variant,
  settings: context.settings,
  flags: context.flags,
  affiliateShown: context.affiliateFieldShown,
  referralPrefilled: context.referralPrefilled,
  values: context.form,
});

/** The next field the form still lacks, filled with a valid value; then an invitation code while that field shows. */
function nextFill(context: RegisterContext) {
  const [missing] = refusedFields(factsOf(context));
  if (missing) return [change(missing, typed(missing, context))];
  if (context.affiliateFieldShown && context.form.affiliateCode === "") return [change("affiliateCode", " AGENT01 ")];
  return [];
}

const missingCount = (context: RegisterContext) => refusedFields(factsOf(context)).length;
const untouched = (context: RegisterContext) => Object.keys(context.touched).length === 0;
/** An event offered only where `when` holds, so the graph stays small while every transition is still taken. */
const only = (when: (context: RegisterContext) => boolean, event: (context: RegisterContext) => { type: string }) => (snapshot: Snapshot<typeof registerMachine>) =>
  when(contextOf(snapshot)) ? [event(contextOf(snapshot))] : [];

export interface RegisterModelOptions {
  /** The landing page carried an affiliate code (checked, then hidden, or shown again when refused). */
  landingCode?: boolean;
  captcha?: boolean;
  /** The side events (variant, country, terms, reset, early submit, SMS, social sign-up): explored by the main model only. */
  sideEvents?: boolean;
  /** The site sends SMS codes through Firebase (the code must be confirmed; a known number offers link or new). */
  firebase?: boolean;
}

export function registerModel({ landingCode = false, captcha = true, sideEvents = true, firebase = false }: RegisterModelOptions = {}): PathModel<typeof registerMachine> {
  const side = (when: (context: RegisterContext) => boolean) => (context: RegisterContext) => sideEvents && when(context);
  const settings = registerSettings(captcha ? {} : { captcha: { enabled: false, required: false, minLength: 4, maxLength: 4, patternId: 6, acceptedPattern: "*" } });
  const input: RegisterInput = {
    flags: registerFlags(firebase ? { smsVerification: true } : {}),
    countryDialingCode: "+66",
    referralCode: "FRIEND1",
    urlAffiliateCode: landingCode ? "AGENT01" : undefined,
    smsProvider: firebase ? "firebase" : "platform",
    socialProviders: sideEvents ? ["google", "facebook"] : [],
  };
  return {
    name: "register",
    machine: registerMachine,
    input,
    oracle: registerOracle(input),
    contextKey: (context: RegisterContext) => ({
      variant: context.variant,
      // How many fields still lack a value: the fills walk it down to zero.
      missing: missingCount(context),
      agreed: context.agreed,
      invitation: context.form.affiliateCode !== "",
      affiliateShown: context.affiliateFieldShown,
      error: context.error?.errorCode ?? context.error?.kind ?? null,
      serverFields: Object.keys(context.serverFieldErrors).filter((field) => context.serverFieldErrors[field as RegisterField]),
      firebaseToken: context.firebaseIdToken !== undefined,
      link: context.firebaseLink ?? null,
    }),
    payloads: {
      "REGISTER.CHANGE": (snapshot) => nextFill(contextOf(snapshot)),
      // Switching variant, country or a refused send: from the untouched form; agreeing and reset: from a complete one.
      "REGISTER.VARIANT": only(side(untouched), (context) => ({ type: "REGISTER.VARIANT", variant: context.variant === "register" ? "registerMobile" : "register" })),
      "REGISTER.COUNTRY": only(side((context) => untouched(context) && context.variant === "register"), () => ({ type: "REGISTER.COUNTRY", countryDialingCode: "+84" })),
      "REGISTER.AGREE": only(side((context) => missingCount(context) === 0 && context.error === undefined), (context) => ({ type: "REGISTER.AGREE", value: !context.agreed })),
      "REGISTER.RESET": only(side((context) => missingCount(context) === 0 && context.agreed && context.error === undefined), () => ({ type: "REGISTER.RESET" })),
      "REGISTER.SUBMIT": only((context) => (sideEvents && untouched(context)) || (missingCount(context) === 0 && context.error === undefined), () => ({ type: "REGISTER.SUBMIT" })),
      "REGISTER.SEND_CODE": only(side((context) => context.variant === "registerMobile" && (untouched(context) || missingCount(context) <= 3)), () => ({ type: "REGISTER.SEND_CODE" })),
      "REGISTER.DISMISS_ERROR": (snapshot) =>
        contextOf(snapshot).error !== undefined ||
        snapshot.matches({ form: { entry: "invitationRejected" } }) ||
        snapshot.matches({ form: { entry: "numberRegistered" } }) ||
        snapshot.matches({ form: { entry: "linkChoice" } })
          ? [{ type: "REGISTER.DISMISS_ERROR" }]
          : [],
      // Raised by the machine itself after a refused captcha.
      "REGISTER.CAPTCHA_RENEW": () => [],
      "xstate.done.actor.loadRegisterSettings": () => [{ type: "xstate.done.actor.loadRegisterSettings", output: settings }],
      "xstate.error.actor.loadRegisterSettings": () => [{ type: "xstate.error.actor.loadRegisterSettings", error: networkError }],
      "xstate.done.actor.checkAffiliate": () => [{ type: "xstate.done.actor.checkAffiliate", output: undefined }],
      "xstate.error.actor.checkAffiliate": () => [
        { type: "xstate.error.actor.checkAffiliate", error: errorOf("INVALID_INVITATION_CODE") },
        { type: "xstate.error.actor.checkAffiliate", error: networkError },
      ],
      "xstate.done.actor.verifyHuman": () => [{ type: "xstate.done.actor.verifyHuman", output: "cHJvb2Y=" }],
      "xstate.error.actor.verifyHuman": () => [{ type: "xstate.error.actor.verifyHuman", error: errorOf("HUMAN_VERIFICATION_FAILED") }],
      "REGISTER.SOCIAL": only(side(untouched), () => ({ type: "REGISTER.SOCIAL", provider: "google" })),
      "REGISTER.LINK_CHOOSE": () => [
        { type: "REGISTER.LINK_CHOOSE", choice: "link" },
        { type: "REGISTER.LINK_CHOOSE", choice: "new" },
      ],
      "xstate.done.actor.socialSignIn": () => [{ type: "xstate.done.actor.socialSignIn", output: loginAnswer({ userName: "g1a2b3c4d5e6", firstTimeLogin: true }) }],
      "xstate.error.actor.socialSignIn": () => [{ type: "xstate.error.actor.socialSignIn", error: errorOf("PROVIDER_POPUP_CLOSED") }],
      "xstate.done.actor.confirmFirebaseCode": () => [{ type: "xstate.done.actor.confirmFirebaseCode", output: "firebase-id-token" }],
      "xstate.error.actor.confirmFirebaseCode": () => [{ type: "xstate.error.actor.confirmFirebaseCode", error: errorOf("SMS_CODE_INVALID") }],
      "xstate.done.actor.register": () => [{ type: "xstate.done.actor.register", output: loginAnswer({ userName: "newplayer" }) }],
      "xstate.error.actor.register": (snapshot) => [
        { type: "xstate.error.actor.register", error: errorOf("CAPTCHA_INVALID") },
        { type: "xstate.error.actor.register", error: errorOf("FIELD_INVALID", { field: "username", rule: "pattern" }) },
        { type: "xstate.error.actor.register", error: errorOf("USERNAME_EXISTS") },
        // The number has an account: the server says so only once the number's SMS code proved it.
        ...(contextOf(snapshot).form.verificationCode.trim() !== "" ? [{ type: "xstate.error.actor.register", error: errorOf("MOBILE_EXISTS") }] : []),
        ...(firebase ? [{ type: "xstate.error.actor.register", error: errorOf("FIREBASE_LINK_CHOICE", { account: "d***o" }) }] : []),
      ],
    },
  };
}
