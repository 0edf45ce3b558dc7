import { assign, not, raise, sendTo, setup } from "xstate";
import type { ErrorInfo, FirebaseLink, LoginAnswer, RegisterField, RegisterSettings, RegisterVariant, SocialProvider } from "../src/contract";
import { captchaMachine } from "./captcha.machine";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { emptyRegisterForm, registerErrors, registerFieldError, registerUser, type RegisterFlags, type RegisterForm, type RegisterRules } from "./register-rules";
import { smsCodeMachine, type SmsCodeInput } from "./sms-code.machine";
import { hasErrors, type FieldError, type FieldErrors } from "./validation";

export interface RegisterInput {
  flags: RegisterFlags;
  countryDialingCode: string;
  /** From a referral link (`referralCode` query parameter). */
  referralCode?: string;
  /** The affiliate (invitation) code the landing URL carried, if any. */
  urlAffiliateCode?: string;
  /** Who sends the SMS code: the platform, or Firebase (the site's FIREBASESMS3). */
  smsProvider?: SmsCodeInput["provider"];
  /** The sign-up buttons below the form (GOOGLELOGIN3, FACEBOOKLOGIN3). */
  socialProviders?: readonly SocialProvider[];
}

/** What the register actor sends; the app adds domain, registerUrl, `login: true` and `registerMethod: "WEB"`. */
export interface RegisterCall {
  variant: RegisterVariant;
  user: Partial<RegisterForm>;
  countryDialingCode: string;
  humanVerification: string;
  /** With Firebase SMS: the ID token that proves the number, and the answer to a link choice. */
  firebaseIdToken?: string;
  firebaseLink?: FirebaseLink;
}

export type RegisterOutcome = { result: "registered"; answer: LoginAnswer } | { result: "cancelled" };

export interface RegisterContext {
  variant: RegisterVariant;
  form: RegisterForm;
  countryDialingCode: string;
  flags: RegisterFlags;
  settings: RegisterSettings;
  /** Terms, privacy policy and the 18+ age confirmation: preset to agreed, and required. */
  agreed: boolean;
  urlAffiliateCode?: string;
  affiliateFieldShown: boolean;
  referralPrefilled: boolean;
  /** Fields the person has changed since the form opened or was reset: their errors show while typing. */
  touched: Partial<Record<RegisterField, true>>;
  /** After a refused send every error shows. */
  showAllErrors: boolean;
  /** Refusals the server named for a field (FIELD_INVALID, a wrong captcha), until that field changes. */
  serverFieldErrors: FieldErrors<RegisterField>;
  humanVerification?: string;
  smsProvider: SmsCodeInput["provider"];
  socialProviders: readonly SocialProvider[];
  firebaseIdToken?: string;
  /** The account (masked) that already has the Firebase-verified number, while the link choice is open. */
  linkAccount?: string;
  firebaseLink?: FirebaseLink;
  error?: ErrorInfo;
  outcome?: RegisterOutcome;
}

export type RegisterEvent =
  | { type: "REGISTER.CHANGE"; field: RegisterField; value: string }
  | { type: "REGISTER.COUNTRY"; countryDialingCode: string }
  | { type: "REGISTER.VARIANT"; variant: RegisterVariant }
  | { type: "REGISTER.AGREE"; value: boolean }
  | { type: "REGISTER.RESET" }
  | { type: "REGISTER.SEND_CODE" }
  | { type: "REGISTER.SUBMIT" }
  | { type: "REGISTER.DISMISS_ERROR" }
  | { type: "REGISTER.RETRY" }
  | { type: "REGISTER.CLOSE" }
  | { type: "REGISTER.CAPTCHA_RENEW" }
  | { type: "REGISTER.SOCIAL"; provider: SocialProvider }
  /** The number's account exists: link it, or register a new account without the number; then confirm for good. */
  | { type: "REGISTER.LINK_CHOOSE"; choice: FirebaseLink }
  | { type: "REGISTER.LINK_CONFIRM" }
  | { type: "REGISTER.LINK_BACK" };

export const rulesOf = (context: RegisterContext): RegisterRules => ({
  variant: context.variant,
  settings: context.settings,
  flags: context.flags,
  affiliateFieldShown: context.affiliateFieldShown,
  referralPrefilled: context.referralPrefilled,
});

/** The form may be sent: every shown field passes and the terms are agreed. */
export const canRegister = (context: RegisterContext): boolean => context.agreed && !hasErrors(registerErrors(context.form, rulesOf(context)));

/** The error a field shows now: the server's, or the rules' once the field was touched or a send was refused. */
export function shownFieldError(context: RegisterContext, field: RegisterField): FieldError | undefined {
  const server = context.serverFieldErrors[field];
  if (server) return server;
  if (!context.touched[field] && !context.showAllErrors) return undefined;
  return registerFieldError(field, context.form, rulesOf(context));
}

const isCode = (code: string) => ({ event }: { event: unknown }) => asErrorInfo((event as { error?: unknown }).error).errorCode === code;

/** A FIELD_INVALID refusal names the field and the rule it broke; the server's message says it in the user's language. */
function serverFieldError(error: ErrorInfo): [RegisterField, FieldError] | undefined {
  const fault = error.value as { field?: unknown; rule?: unknown } | undefined;
  if (error.errorCode !== "FIELD_INVALID" || typeof fault?.field !== "string") return undefined;
  if (fault.rule === "mismatch") return [fault.field as RegisterField, { kind: "mismatch" }];
  if (fault.rule === "required") return [fault.field as RegisterField, { kind: "required" }];
  return [fault.field as RegisterField, { kind: "refused", message: error.message ?? "" }];
}

/**
 * Registration by username or by mobile, driven by the server's field settings: validate, check an entered invitation
 * code, pass the human verification, register, and hand the new session to the app.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
    output: {} as RegisterOutcome,
    children: {} as { smsCode: "smsCode"; captcha: "captcha" },
  },
  actors: {
    loadRegisterSettings: promiseNotProvided<RegisterSettings>("loadRegisterSettings"),
    checkAffiliate: promiseNotProvided<void, { code: string }>("checkAffiliate"),
    verifyHuman: promiseNotProvided<string>("verifyHuman"),
    register: promiseNotProvided<LoginAnswer, RegisterCall>("register"),
    /** Firebase's confirmation of the entered code: the ID token. */
    confirmFirebaseCode: promiseNotProvided<string, { code: string }>("confirmFirebaseCode"),
    /** The provider's window, then the platform's social login. */
    socialSignIn: promiseNotProvided<LoginAnswer, { provider: SocialProvider }>("socialSignIn"),
    smsCode: smsCodeMachine,
    captcha: captchaMachine,
  },
  guards: {
    hasUrlAffiliateCode: ({ context }) => Boolean(context.urlAffiliateCode),
    captchaEnabled: ({ context }) => context.settings.captcha?.enabled ?? false,
    canRegister: ({ context }) => canRegister(context),
    hasInvitationToCheck: ({ context }) => context.affiliateFieldShown && context.form.affiliateCode.trim() !== "",
    hasValidMobile: ({ context }) => registerFieldError("mobileNum", { ...context.form }, { ...rulesOf(context), variant: "registerMobile" }) === undefined,
    invitationRejected: isCode("INVALID_INVITATION_CODE"),
    captchaRefused: isCode("CAPTCHA_INVALID"),
    linkChoiceOffered: isCode("FIREBASE_LINK_CHOICE"),
    socialOffered: ({ context, event }) => context.socialProviders.includes((event as Extract<RegisterEvent, { type: "REGISTER.SOCIAL" }>).provider),
    needsFirebaseToken: ({ context }) => context.smsProvider === "firebase" && context.firebaseIdToken === undefined && context.form.verificationCode.trim() !== "",
  },
}).createMachine({
  id: "register",
  context: ({ input }) => ({
    variant: "register",
    form: { ...emptyRegisterForm(), referralCode: input.referralCode ?? "" },
    countryDialingCode: input.countryDialingCode,
    flags: input.flags,
    settings: {},
    agreed: true,
    urlAffiliateCode: input.urlAffiliateCode || undefined,
    affiliateFieldShown: true,
    referralPrefilled: Boolean(input.referralCode),
    touched: {},
    showAllErrors: false,
    serverFieldErrors: {},
    smsProvider: input.smsProvider ?? "platform",
    socialProviders: input.socialProviders ?? [],
  }),
  initial: "loadingSettings",
  output: ({ context }) => context.outcome ?? { result: "cancelled" },
  on: { "REGISTER.CLOSE": ".closed" },
  states: {
    loadingSettings: {
      invoke: {
        id: "loadRegisterSettings",
        src: "loadRegisterSettings",
        onDone: { target: "checkingUrlAffiliate", actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: "settingsFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    settingsFailed: {
      on: { "REGISTER.RETRY": { target: "loadingSettings", actions: assign({ error: undefined }) } },
    },
    checkingUrlAffiliate: {
      always: { guard: not("hasUrlAffiliateCode"), target: "form" },
      // The code from the landing URL hides the field when the server accepts it.
      invoke: {
        id: "checkAffiliate",
        src: "checkAffiliate",
        input: ({ context }) => ({ code: context.urlAffiliateCode ?? "" }),
        onDone: { target: "form", actions: assign({ affiliateFieldShown: false }) },
        onError: { target: "form", actions: assign({ affiliateFieldShown: true, urlAffiliateCode: undefined }) },
      },
    },
    form: {
      type: "parallel",
      invoke: { id: "smsCode", src: "smsCode", input: ({ context }) => ({ purpose: "register", provider: context.smsProvider }) },
      states: {
        captcha: {
          initial: "checking",
          states: {
            checking: { always: [{ guard: "captchaEnabled", target: "on" }, { target: "off" }] },
            off: {},
            on: {
              invoke: { id: "captcha", src: "captcha" },
              on: { "REGISTER.CAPTCHA_RENEW": { target: "on", reenter: true } },
            },
          },
        },
        entry: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "REGISTER.CHANGE": {
                  actions: assign(({ context, event }) => ({
                    // A new number or code needs a new Firebase proof.
                    ...(event.field === "mobileNum" || event.field === "verificationCode" ? { firebaseIdToken: undefined, firebaseLink: undefined } : {}),
                    form: { ...context.form, [event.field]: event.value },
                    touched: { ...context.touched, [event.field]: true },
                    serverFieldErrors: { ...context.serverFieldErrors, [event.field]: undefined },
                  })),
                },
                "REGISTER.COUNTRY": { actions: assign({ countryDialingCode: ({ event }) => event.countryDialingCode }) },
                "REGISTER.VARIANT": {
                  actions: assign({ variant: ({ event }) => event.variant, showAllErrors: false, serverFieldErrors: {}, error: undefined }),
                },
                "REGISTER.AGREE": { actions: assign({ agreed: ({ event }) => event.value }) },
                "REGISTER.RESET": {
                  actions: assign({ form: () => emptyRegisterForm(), agreed: true, touched: {}, showAllErrors: false, serverFieldErrors: {}, error: undefined }),
                },
                "REGISTER.SEND_CODE": [
                  {
                    guard: "hasValidMobile",
                    actions: sendTo("smsCode", ({ context }) => ({
                      type: "SMS.SEND" as const,
                      mobileNum: context.form.mobileNum.trim(),
                      countryDialingCode: context.countryDialingCode,
                      purpose: context.variant,
                    })),
                  },
                  { actions: assign({ touched: ({ context }) => ({ ...context.touched, mobileNum: true }) }) },
                ],
                "REGISTER.SUBMIT": [
                  { guard: "canRegister", target: "checkingInvitation", actions: assign({ error: undefined }) },
                  { actions: assign({ showAllErrors: true }) },
                ],
                "REGISTER.DISMISS_ERROR": { actions: assign({ error: undefined }) },
                "REGISTER.SOCIAL": { guard: "socialOffered", target: "socialSignIn", actions: assign({ error: undefined }) },
              },
            },
            socialSignIn: {
              invoke: {
                id: "socialSignIn",
                src: "socialSignIn",
                input: ({ event }) => ({ provider: (event as Extract<RegisterEvent, { type: "REGISTER.SOCIAL" }>).provider }),
                onDone: { target: "#register.done", actions: assign({ outcome: ({ event }) => ({ result: "registered" as const, answer: event.output }) }) },
                onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            checkingInvitation: {
              always: { guard: not("hasInvitationToCheck"), target: "verifyingHuman" },
              invoke: {
                id: "checkAffiliate",
                src: "checkAffiliate",
                input: ({ context }) => ({ code: context.form.affiliateCode.trim() }),
                onDone: { target: "verifyingHuman" },
                onError: [
                  { guard: "invitationRejected", target: "invitationRejected" },
                  { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
                ],
              },
            },
            invitationRejected: {
              on: { "REGISTER.DISMISS_ERROR": "editing" },
            },
            verifyingHuman: {
              invoke: {
                id: "verifyHuman",
                src: "verifyHuman",
                onDone: { target: "provingPhone", actions: assign({ humanVerification: ({ event }) => event.output }) },
                onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            provingPhone: {
              always: { guard: not("needsFirebaseToken"), target: "registering" },
              invoke: {
                id: "confirmFirebaseCode",
                src: "confirmFirebaseCode",
                input: ({ context }) => ({ code: context.form.verificationCode.trim() }),
                onDone: { target: "registering", actions: assign({ firebaseIdToken: ({ event }) => event.output }) },
                onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            linkChoice: {
              initial: "choosing",
              on: { "REGISTER.DISMISS_ERROR": { target: "editing", actions: assign({ linkAccount: undefined, firebaseLink: undefined }) } },
              states: {
                choosing: { on: { "REGISTER.LINK_CHOOSE": { target: "confirming", actions: assign({ firebaseLink: ({ event }) => event.choice }) } } },
                // Shown before sending: a link cannot be changed or undone afterwards.
                confirming: {
                  on: {
                    "REGISTER.LINK_BACK": { target: "choosing", actions: assign({ firebaseLink: undefined }) },
                    "REGISTER.LINK_CONFIRM": { target: "#register.form.entry.verifyingHuman", actions: assign({ linkAccount: undefined }) },
                  },
                },
              },
            },
            registering: {
              invoke: {
                id: "register",
                src: "register",
                input: ({ context }) => {
                  const user = registerUser(context.form, rulesOf(context));
                  if (!context.affiliateFieldShown && context.urlAffiliateCode) user.affiliateCode = context.urlAffiliateCode;
                  return {
                    variant: context.variant,
                    user,
                    countryDialingCode: context.countryDialingCode,
                    humanVerification: context.humanVerification ?? "",
                    firebaseIdToken: context.firebaseIdToken,
                    firebaseLink: context.firebaseLink,
                  };
                },
                onDone: { target: "#register.done", actions: assign({ outcome: ({ event }) => ({ result: "registered" as const, answer: event.output }) }) },
                onError: [
                  {
                    guard: "linkChoiceOffered",
                    target: "linkChoice",
                    actions: assign({ linkAccount: ({ event }) => (asErrorInfo(event.error).value as { account?: string } | undefined)?.account ?? "" }),
                  },
                  {
                    guard: "captchaRefused",
                    target: "editing",
                    actions: [
                      assign(({ context, event }) => ({
                        error: asErrorInfo(event.error),
                        form: { ...context.form, captcha: "" },
                        serverFieldErrors: { ...context.serverFieldErrors, captcha: { kind: "captcha" as const } },
                      })),
                      raise({ type: "REGISTER.CAPTCHA_RENEW" }),
                    ],
                  },
                  {
                    target: "editing",
                    actions: assign(({ context, event }) => {
                      const error = asErrorInfo(event.error);
                      const named = serverFieldError(error);
                      return { error, serverFieldErrors: named ? { ...context.serverFieldErrors, [named[0]]: named[1] } : context.serverFieldErrors };
                    }),
                  },
                ],
              },
            },
          },
        },
      },
    },
    done: { type: "final" },
    closed: { type: "final", entry: assign({ outcome: { result: "cancelled" } }) },
  },
});
