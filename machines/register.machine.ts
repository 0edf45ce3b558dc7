import { assign, not, raise, sendTo, setup } from "xstate";
import type { ErrorInfo, FirebaseLink, LoginAnswer, RegisterField, RegisterSettings, RegisterVariant, SocialProvider } from "../contract";
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
    numberHasAccount: isCode("MOBILE_EXISTS"),
    linkChoiceOffered: isCode("FIREBASE_LINK_CHOICE"),
    socialOffered: ({ context, event }) => context.socialProviders.includes((event as Extract<RegisterEvent, { type: "REGISTER.SOCIAL" }>).provider),
    needsFirebaseToken: ({ context }) => context.smsProvider === "firebase" && context.firebaseIdToken === undefined && context.form.verificationCode.trim() !== "",
  },
}).createMachine({
  id: "register",
  description:
    "Opening a new account, by username or by mobile number, with the fields the server switches on. The form is checked, an entered invitation code is verified, the person proves they are human (and, where required, their phone by SMS code), and the new account is signed in.",
  meta: {
    spec: ["2 Screens and routes › Registration form (registerModal)", "4 States and transitions", "5 Validation rules", "7 Calls › Authentication and member", "8 Error catalogue"],
    screen: "Registration form",
  },
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
  on: { "REGISTER.CLOSE": { target: ".closed", description: "The person closes the registration form." } },
  states: {
    loadingSettings: {
      description: "Fetching from the server which fields the form has, which are required and their length limits.",
      invoke: {
        id: "loadRegisterSettings",
        src: "loadRegisterSettings",
        onDone: { target: "checkingUrlAffiliate", description: "The field settings arrived.", actions: assign({ settings: ({ event }) => event.output }) },
        onError: { target: "settingsFailed", description: "The field settings could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    settingsFailed: {
      description: "The form cannot be shown because its settings could not be fetched; the person can retry.",
      on: { "REGISTER.RETRY": { target: "loadingSettings", description: "The person tries again.", actions: assign({ error: undefined }) } },
    },
    checkingUrlAffiliate: {
      description: "The link that brought the person here carried an affiliate code: the server checks it.",
      always: { guard: not("hasUrlAffiliateCode"), target: "form", description: "No affiliate code in the link: straight to the form." },
      // The code from the landing URL hides the field when the server accepts it.
      invoke: {
        id: "checkAffiliate",
        src: "checkAffiliate",
        input: ({ context }) => ({ code: context.urlAffiliateCode ?? "" }),
        onDone: { target: "form", description: "The link's affiliate code is valid: it is used and the affiliate field is hidden.", actions: assign({ affiliateFieldShown: false }) },
        onError: { target: "form", description: "The link's affiliate code is not valid: the affiliate field is shown to fill in.", actions: assign({ affiliateFieldShown: true, urlAffiliateCode: undefined }) },
      },
    },
    form: {
      type: "parallel",
      description: "The registration form is shown, with its picture code when the server switches one on.",
      invoke: { id: "smsCode", src: "smsCode", input: ({ context }) => ({ purpose: "register", provider: context.smsProvider }) },
      states: {
        captcha: {
          initial: "checking",
          description: "The picture code (captcha) field, shown only when the server's settings switch it on.",
          states: {
            checking: {
              description: "Is the picture code switched on?",
              always: [
                { guard: "captchaEnabled", target: "on", description: "Yes: a picture code is shown." },
                { target: "off", description: "No: the form has no picture code." },
              ],
            },
            off: { description: "The form has no picture code." },
            on: {
              description: "A picture code is shown and must be answered.",
              invoke: { id: "captcha", src: "captcha" },
              on: { "REGISTER.CAPTCHA_RENEW": { target: "on", reenter: true, description: "The picture code was refused: a new picture is fetched." } },
            },
          },
        },
        entry: {
          initial: "editing",
          description: "Filling in the form and the steps that run once it is sent.",
          states: {
            editing: {
              description: "The person fills in the form; errors show under the fields they have touched.",
              on: {
                "REGISTER.CHANGE": {
                  description: "The person types in a field (a new mobile number or code needs a new phone proof).",
                  actions: assign(({ context, event }) => ({
                    // A new number or code needs a new Firebase proof.
                    ...(event.field === "mobileNum" || event.field === "verificationCode" ? { firebaseIdToken: undefined, firebaseLink: undefined } : {}),
                    form: { ...context.form, [event.field]: event.value },
                    touched: { ...context.touched, [event.field]: true },
                    serverFieldErrors: { ...context.serverFieldErrors, [event.field]: undefined },
                  })),
                },
                "REGISTER.COUNTRY": { description: "The person picks the country code for the mobile number.", actions: assign({ countryDialingCode: ({ event }) => event.countryDialingCode }) },
                "REGISTER.VARIANT": {
                  description: "The person switches between registering by username and by mobile number.",
                  actions: assign({ variant: ({ event }) => event.variant, showAllErrors: false, serverFieldErrors: {}, error: undefined }),
                },
                "REGISTER.AGREE": { description: "The person ticks or unticks the terms (18+) box, which starts ticked.", actions: assign({ agreed: ({ event }) => event.value }) },
                "REGISTER.RESET": {
                  description: "The person presses reset: every field is emptied.",
                  actions: assign({ form: () => emptyRegisterForm(), agreed: true, touched: {}, showAllErrors: false, serverFieldErrors: {}, error: undefined }),
                },
                "REGISTER.SEND_CODE": [
                  {
                    guard: "hasValidMobile",
                    description: "The mobile number looks right: an SMS code is requested.",
                    actions: sendTo("smsCode", ({ context }) => ({
                      type: "SMS.SEND" as const,
                      mobileNum: context.form.mobileNum.trim(),
                      countryDialingCode: context.countryDialingCode,
                      purpose: context.variant,
                    })),
                  },
                  {
                    description: "The mobile number is missing or wrong: no SMS is sent and the field says why.",
                    actions: assign({ touched: ({ context }) => ({ ...context.touched, mobileNum: true }) }),
                  },
                ],
                "REGISTER.SUBMIT": [
                  { guard: "canRegister", target: "checkingInvitation", description: "Every field is valid and the terms are agreed: registration starts.", actions: assign({ error: undefined }) },
                  { description: "Something is missing or wrong: nothing is sent and every field shows its error.", actions: assign({ showAllErrors: true }) },
                ],
                "REGISTER.DISMISS_ERROR": { description: "The person closes the error message.", actions: assign({ error: undefined }) },
                "REGISTER.SOCIAL": {
                  guard: "socialOffered",
                  target: "socialSignIn",
                  description: "The person chooses to sign up with Google or Facebook (only those the site offers).",
                  actions: assign({ error: undefined }),
                },
              },
            },
            socialSignIn: {
              description: "The Google or Facebook window is open; waiting for the person to sign in there and for the site to accept it.",
              invoke: {
                id: "socialSignIn",
                src: "socialSignIn",
                input: ({ event }) => ({ provider: (event as Extract<RegisterEvent, { type: "REGISTER.SOCIAL" }>).provider }),
                onDone: { target: "#register.done", description: "Signed up through Google or Facebook.", actions: assign({ outcome: ({ event }) => ({ result: "registered" as const, answer: event.output }) }) },
                onError: { target: "editing", description: "The social sign-in failed or was closed: the reason is shown on the form.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            checkingInvitation: {
              description: "Checking the invitation (affiliate) code the person typed with the server.",
              always: { guard: not("hasInvitationToCheck"), target: "verifyingHuman", description: "No invitation code to check: on to the human check." },
              invoke: {
                id: "checkAffiliate",
                src: "checkAffiliate",
                input: ({ context }) => ({ code: context.form.affiliateCode.trim() }),
                onDone: { target: "verifyingHuman", description: "The invitation code is valid." },
                onError: [
                  { guard: "invitationRejected", target: "invitationRejected", description: "The invitation code is not valid: registration stops with a warning." },
                  { target: "editing", description: "The check failed (network or server): the reason is shown on the form.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
                ],
              },
            },
            invitationRejected: {
              description: "A warning says “Invalid invitation code”; registration has stopped.",
              on: { "REGISTER.DISMISS_ERROR": { target: "editing", description: "The person presses OK and can correct the code." } },
            },
            verifyingHuman: {
              description: "The person completes the human verification (bot check).",
              invoke: {
                id: "verifyHuman",
                src: "verifyHuman",
                onDone: { target: "provingPhone", description: "The human check passed.", actions: assign({ humanVerification: ({ event }) => event.output }) },
                onError: { target: "editing", description: "The human check failed or was closed: “Please complete verification first”.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            provingPhone: {
              description: "Where SMS codes come from Firebase, the typed code is confirmed with Firebase before registering.",
              always: { guard: not("needsFirebaseToken"), target: "registering", description: "No Firebase proof needed (or already held): on to registering." },
              invoke: {
                id: "confirmFirebaseCode",
                src: "confirmFirebaseCode",
                input: ({ context }) => ({ code: context.form.verificationCode.trim() }),
                onDone: { target: "registering", description: "Firebase confirmed the code.", actions: assign({ firebaseIdToken: ({ event }) => event.output }) },
                onError: { target: "editing", description: "Firebase refused the code (wrong, expired, too many tries): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
              },
            },
            linkChoice: {
              initial: "choosing",
              description: "The phone number already belongs to an account: the person chooses to link to it or register a new one.",
              meta: { spec: ["4 States and transitions"], screen: "Firebase account link dialog" },
              on: {
                "REGISTER.DISMISS_ERROR": { target: "editing", description: "The person closes the choice and goes back to the form.", actions: assign({ linkAccount: undefined, firebaseLink: undefined }) },
              },
              states: {
                choosing: {
                  description: "Link the existing account, or register a new one?",
                  on: { "REGISTER.LINK_CHOOSE": { target: "confirming", description: "The person picks one.", actions: assign({ firebaseLink: ({ event }) => event.choice }) } },
                },
                // Shown before sending: a link cannot be changed or undone afterwards.
                confirming: {
                  description: "The person is warned the choice cannot be changed or undone, and confirms.",
                  on: {
                    "REGISTER.LINK_BACK": { target: "choosing", description: "The person goes back to choose again.", actions: assign({ firebaseLink: undefined }) },
                    "REGISTER.LINK_CONFIRM": { target: "#register.form.entry.verifyingHuman", description: "The person confirms: registration is sent again with that choice.", actions: assign({ linkAccount: undefined }) },
                  },
                },
              },
            },
            numberRegistered: {
              description:
                "The SMS code proved the number is the person's, and the server says it already has an account: a warning says so and points to signing in, or resetting the password if it is forgotten. (Nobody is told this before the code proves the number.)",
              on: { "REGISTER.DISMISS_ERROR": { target: "editing", description: "The person presses OK and is back at the form (to sign in instead, or use another number)." } },
            },
            registering: {
              description: "Waiting for the server to create the account.",
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
                onDone: { target: "#register.done", description: "The account was created and signed in.", actions: assign({ outcome: ({ event }) => ({ result: "registered" as const, answer: event.output }) }) },
                onError: [
                  {
                    guard: "linkChoiceOffered",
                    target: "linkChoice",
                    description: "The phone number already has an account: the person is asked whether to link it.",
                    actions: assign({ linkAccount: ({ event }) => (asErrorInfo(event.error).value as { account?: string } | undefined)?.account ?? "" }),
                  },
                  {
                    guard: "numberHasAccount",
                    target: "numberRegistered",
                    description: "The number, proven by its SMS code, already has an account: the person is told so and shown how to sign in instead.",
                  },
                  {
                    guard: "captchaRefused",
                    target: "editing",
                    description: "The picture code was wrong: it is cleared and a new picture is shown.",
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
                    description: "The server refused (for example a username already taken or a field it rejects): the reason is shown, under the field when it names one.",
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
    done: { type: "final", description: "Registered: the new account is signed in, the form closes and the person goes to the home page." },
    closed: { type: "final", description: "The form was closed without registering.", entry: assign({ outcome: { result: "cancelled" } }) },
  },
});
