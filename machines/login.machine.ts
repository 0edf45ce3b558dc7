import { assign, raise, sendTo, setup } from "xstate";
import type { ErrorInfo, IpVerificationValue, LoginAnswer } from "../contract";
import { captchaMachine } from "./captcha.machine";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { captchaAnswer, collectErrors, hasErrors, mobileNumber, required, smsCode, type FieldErrors } from "./validation";

export type LoginMode = "username" | "sms";
export type LoginField = "username" | "password" | "mobileNum" | "countryDialingCode" | "verificationCode" | "captcha" | "ipCode";

export interface LoginInput {
  /** MOBILEVERCODELOGIN3: mobile number and SMS code as a second way in. */
  smsLoginEnabled: boolean;
  rememberedUsername: string;
  countryDialingCode: string;
}

/** What the login actor sends; the app adds the device id and encrypts it. */
export interface LoginCredentials {
  mode: LoginMode;
  username: string;
  password: string;
  captcha?: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** What the IP-verification actor sends; the app adds the device id and encrypts it. */
export interface IpVerificationCredentials {
  ticket: string;
  verificationCode: string;
}

export interface LoginOutput {
  answer: LoginAnswer;
  via: LoginMode;
  username: string;
  rememberMe: boolean;
  /** Submitted from the agent login page: only agents may continue. */
  agentLogin: boolean;
}

export interface LoginContext extends Record<LoginField, string> {
  smsLoginEnabled: boolean;
  mode: LoginMode;
  rememberMe: boolean;
  agentLogin: boolean;
  captchaRequired: boolean;
  /** A right password from an unknown address: the ticket and the masked mobile the code goes to. */
  ipVerification?: IpVerificationValue;
  fieldErrors: FieldErrors<LoginField>;
  error?: ErrorInfo;
  output?: LoginOutput;
}

export type LoginEvent =
  | { type: "LOGIN.CHANGE"; field: LoginField; value: string }
  | { type: "LOGIN.MODE"; mode: LoginMode }
  | { type: "LOGIN.REMEMBER"; value: boolean }
  | { type: "LOGIN.SUBMIT"; agentLogin?: boolean }
  | { type: "LOGIN.SEND_CODE" }
  | { type: "LOGIN.DISMISS_ERROR" }
  | { type: "LOGIN.IP_SEND_CODE" }
  | { type: "LOGIN.IP_SUBMIT" }
  | { type: "LOGIN.IP_CANCEL" }
  | { type: "CAPTCHA.REFRESH" }
  | { type: "CAPTCHA.SHOW" };

/** The form's errors as they stand; `{}` when it may be sent. */
export function loginErrors(context: LoginContext): FieldErrors<LoginField> {
  if (context.mode === "sms") {
    return collectErrors<LoginField>({
      mobileNum: mobileNumber(context.mobileNum),
      verificationCode: smsCode(context.verificationCode),
    } as Record<LoginField, undefined>);
  }
  return collectErrors<LoginField>({
    username: required(context.username),
    password: required(context.password),
    captcha: context.captchaRequired ? captchaAnswer(context.captcha) : undefined,
  } as Record<LoginField, undefined>);
}

export function credentialsOf(context: LoginContext): LoginCredentials {
  return {
    mode: context.mode,
    username: context.username.trim(),
    password: context.password.trim(),
    captcha: context.captchaRequired ? context.captcha.trim() : undefined,
    mobileNum: context.mobileNum.trim(),
    countryDialingCode: context.countryDialingCode,
    verificationCode: context.verificationCode.trim(),
  };
}

/** The IP-verification refusal with its ticket and masked mobile (without them only customer service can help). */
export function ipVerificationOf(error: ErrorInfo): IpVerificationValue | undefined {
  if (error.errorCode !== "IP_VERIFICATION_REQUIRED" || typeof error.value !== "object" || error.value === null) return undefined;
  const { ticket, mobile } = error.value as Partial<IpVerificationValue>;
  return typeof ticket === "string" && ticket !== "" && typeof mobile === "string" ? { ticket, mobile } : undefined;
}

const outputOf = (context: LoginContext, answer: LoginAnswer): LoginOutput => ({
  answer,
  via: context.mode,
  username: context.mode === "username" ? context.username.trim() : answer.userName,
  rememberMe: context.rememberMe,
  agentLogin: context.agentLogin,
});

const asksForCaptcha = (error: ErrorInfo): boolean =>
  typeof error.value === "object" && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;

/** Refusals about the captcha alone: the server did not judge the password, so the form keeps it. */
const CAPTCHA_REFUSALS: readonly (string | undefined)[] = ["CAPTCHA_REQUIRED", "CAPTCHA_INVALID"];

/**
 * Sign-in by username and password (with a captcha once the server asks for one) or by mobile number and SMS code.
 * Used by the header's inline form, the login popup and the agent login page; ends with the login answer.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput,
    children: {} as { smsCode: "smsCode"; ipSmsCode: "ipSmsCode"; login: "login"; verifyIpLogin: "verifyIpLogin"; captcha: "captcha" },
  },
  actors: {
    login: promiseNotProvided<LoginAnswer, LoginCredentials>("login"),
    /** The picture code, once the server asks for one. */
    captcha: captchaMachine,
    verifyIpLogin: promiseNotProvided<LoginAnswer, IpVerificationCredentials>("verifyIpLogin"),
    smsCode: smsCodeMachine,
    /** The extra-verification step's own code button (its countdown is not the SMS login's). */
    ipSmsCode: smsCodeMachine,
  },
  guards: {
    isValid: ({ context }) => !hasErrors(loginErrors(context)),
    smsAllowed: ({ context, event }) => event.type !== "LOGIN.MODE" || event.mode === "username" || context.smsLoginEnabled,
    hasValidMobile: ({ context }) => mobileNumber(context.mobileNum) === undefined,
    asksForIpVerification: ({ event }) => ipVerificationOf(asErrorInfo((event as { error?: unknown }).error)) !== undefined,
    ipCodeValid: ({ context }) => smsCode(context.ipCode) === undefined,
    ticketExpired: ({ event }) => asErrorInfo((event as { error?: unknown }).error).errorCode === "IP_VERIFICATION_EXPIRED",
    asksForCaptcha: ({ event }) => asksForCaptcha(asErrorInfo((event as { error?: unknown }).error)),
    refusesCaptchaOnly: ({ event }) => {
      const error = asErrorInfo((event as { error?: unknown }).error);
      return asksForCaptcha(error) && CAPTCHA_REFUSALS.includes(error.errorCode);
    },
  },
}).createMachine({
  id: "login",
  description:
    "Signing in, either with a username and password (plus a picture code once the server asks for one) or with a mobile number and a code sent by SMS. The same flow sits behind the header's login form, the login popup and the agent login page.",
  meta: {
    spec: ["4 States and transitions", "5 Validation rules", "7 Calls › Authentication and member", "2 Screens and routes › Popups", "2 Screens and routes › Header and footer"],
    screen: "Login dialog",
  },
  context: ({ input }) => ({
    smsLoginEnabled: input.smsLoginEnabled,
    mode: "username",
    username: input.rememberedUsername,
    password: "",
    mobileNum: "",
    countryDialingCode: input.countryDialingCode,
    verificationCode: "",
    captcha: "",
    ipCode: "",
    rememberMe: input.rememberedUsername !== "",
    agentLogin: false,
    captchaRequired: false,
    fieldErrors: {},
  }),
  initial: "active",
  output: ({ context }) => context.output!,
  states: {
    active: {
      type: "parallel",
      description: "The login form is open: the player fills it in while the picture code, if any, is shown beside it.",
      invoke: { id: "smsCode", src: "smsCode", input: { purpose: "login", provider: "platform" } },
      on: {
        "LOGIN.CHANGE": {
          description: "The player types in a field; any error shown under that field goes away.",
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          })),
        },
        "LOGIN.MODE": {
          guard: "smsAllowed",
          description:
            "The player switches between username-and-password and mobile-and-SMS-code; the SMS way is offered only when the site allows it. Errors on the form are cleared.",
          actions: assign({ mode: ({ event }) => event.mode, fieldErrors: {}, error: undefined }),
        },
        "LOGIN.REMEMBER": { description: "The player ticks or unticks “remember me” (the username is kept for next time).", actions: assign({ rememberMe: ({ event }) => event.value }) },
        "LOGIN.DISMISS_ERROR": { description: "The player closes the error message.", actions: assign({ error: undefined }) },
        "LOGIN.SEND_CODE": [
          {
            guard: "hasValidMobile",
            description: "The mobile number looks right: an SMS code is requested for it.",
            actions: sendTo("smsCode", ({ context }) => ({
              type: "SMS.SEND" as const,
              mobileNum: context.mobileNum.trim(),
              countryDialingCode: context.countryDialingCode,
            })),
          },
          {
            description: "The mobile number is missing or wrong: no SMS is sent and the field says why.",
            actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, mobileNum: mobileNumber(context.mobileNum) }) }),
          },
        ],
      },
      states: {
        form: {
          initial: "editing",
          description: "The login form itself: being filled in, or sent and waiting for the server.",
          states: {
            editing: {
              description: "The player is filling in the form (after a refused attempt, the reason is shown here).",
              on: {
                "LOGIN.SUBMIT": [
                  {
                    guard: "isValid",
                    target: "submitting",
                    description: "Everything required is filled in: the form is sent.",
                    actions: assign({ agentLogin: ({ event }) => event.agentLogin ?? false, error: undefined, fieldErrors: {} }),
                  },
                  {
                    description: "Something required is missing (username, password, picture code when shown, or mobile and SMS code): nothing is sent and each field says what is wrong.",
                    actions: assign({ fieldErrors: ({ context }) => loginErrors(context) }),
                  },
                ],
              },
            },
            submitting: {
              description: "Waiting for the server to check the username and password (or the mobile number and SMS code).",
              invoke: {
                id: "login",
                src: "login",
                input: ({ context }) => credentialsOf(context),
                onDone: {
                  target: "#login.done",
                  description: "The server accepted the sign-in: the flow ends and the site carries on as a signed-in player.",
                  actions: assign({ output: ({ context, event }) => outputOf(context, event.output) }),
                },
                onError: [
                  {
                    guard: "asksForIpVerification",
                    target: "ipVerification",
                    description:
                      "The password (or SMS code) was right but the player signs in from an address the account has not used: the extra-verification step opens, naming the registered mobile (masked) a code can be sent to. The password is cleared; the step's ticket stands for it.",
                    actions: assign({ ipVerification: ({ event }) => ipVerificationOf(asErrorInfo(event.error)), ipCode: "", password: "", error: undefined, fieldErrors: {} }),
                  },
                  {
                    // A fresh browser meets an account that already wants a captcha: show it, keep the password.
                    guard: "refusesCaptchaOnly",
                    target: "editing",
                    description: "The server wants a picture code first (or the picture code was wrong): the picture code appears and the password is kept.",
                    actions: [assign({ error: ({ event }) => asErrorInfo(event.error), captchaRequired: true, captcha: "" }), raise({ type: "CAPTCHA.SHOW" })],
                  },
                  {
                    guard: "asksForCaptcha",
                    target: "editing",
                    description: "Wrong password, and the server now asks for a picture code: the password is cleared and a picture code appears for the next try.",
                    actions: [
                      // A wrong password: it goes, and the captcha shows (each answer is single use).
                      assign({ error: ({ event }) => asErrorInfo(event.error), captchaRequired: true, captcha: "", password: "" }),
                      raise({ type: "CAPTCHA.SHOW" }),
                    ],
                  },
                  {
                    target: "editing",
                    description: "The sign-in was refused (for example a wrong password or a network failure): the reason is shown and the password is cleared.",
                    actions: assign({ error: ({ event }) => asErrorInfo(event.error), password: "" }),
                  },
                ],
              },
            },
            ipVerification: {
              description:
                "Extra verification of a sign-in from an unregistered address: a code is sent by SMS to the member's registered mobile (shown masked, like 08x-xxx-1234); the player types it to finish signing in, and the address is remembered for next time.",
              meta: { spec: ["4 States and transitions", "8 Error catalogue"], screen: "Login dialog › extra verification" },
              invoke: { id: "ipSmsCode", src: "ipSmsCode", input: { purpose: "ipVerification", provider: "platform" } },
              initial: "entering",
              states: {
                entering: {
                  description: "The player asks for the code and types it (after a wrong or expired code, the reason is shown here).",
                  on: {
                    "LOGIN.IP_SEND_CODE": {
                      description: "The player presses “send code”: a code is sent to the registered mobile (limited like every code sender).",
                      actions: sendTo("ipSmsCode", ({ context }) => ({
                        type: "SMS.SEND" as const,
                        mobileNum: "",
                        countryDialingCode: "",
                        purpose: "ipVerification" as const,
                        ticket: context.ipVerification?.ticket ?? "",
                      })),
                    },
                    "LOGIN.IP_SUBMIT": [
                      {
                        guard: "ipCodeValid",
                        target: "verifying",
                        description: "The code looks right (4 to 8 digits): it is sent to finish the sign-in.",
                        actions: assign({ error: undefined, fieldErrors: {} }),
                      },
                      {
                        description: "The code is missing or not 4 to 8 digits: nothing is sent and the field says why.",
                        actions: assign({ fieldErrors: ({ context }) => ({ ipCode: smsCode(context.ipCode) }) }),
                      },
                    ],
                    "LOGIN.IP_CANCEL": {
                      target: "#login.active.form.editing",
                      description: "The player goes back to the login form (the password must be typed again).",
                      actions: assign({ ipVerification: undefined, ipCode: "", error: undefined, fieldErrors: {} }),
                    },
                  },
                },
                verifying: {
                  description: "Waiting for the server to check the code and sign the player in.",
                  invoke: {
                    id: "verifyIpLogin",
                    src: "verifyIpLogin",
                    input: ({ context }) => ({ ticket: context.ipVerification?.ticket ?? "", verificationCode: context.ipCode.trim() }),
                    onDone: {
                      target: "#login.done",
                      description: "The code was right: the player is signed in and the address is remembered for this account.",
                      actions: assign({ output: ({ context, event }) => outputOf(context, event.output) }),
                    },
                    onError: [
                      {
                        guard: "ticketExpired",
                        target: "#login.active.form.editing",
                        description: "The verification took too long (or was already used): back to the login form with the reason, to sign in again.",
                        actions: assign({ error: ({ event }) => asErrorInfo(event.error), ipVerification: undefined, ipCode: "" }),
                      },
                      {
                        target: "entering",
                        description: "The code was wrong or expired (or the network failed): the reason is shown and the player may send a new code or try again.",
                        actions: assign({ error: ({ event }) => asErrorInfo(event.error), ipCode: "" }),
                      },
                    ],
                  },
                },
              },
            },
          },
        },
        captcha: {
          initial: "hidden",
          description: "The picture code (captcha) beside the form, which appears only once the server asks for one.",
          meta: { spec: ["4 States and transitions", "7 Calls › Authentication and member"] },
          states: {
            hidden: {
              description: "No picture code is needed yet.",
              on: { "CAPTCHA.SHOW": { target: "shown", description: "The server asked for a picture code: a picture is fetched." } },
            },
            shown: {
              description: "The picture code (its own flow: fetched, refreshable once a second) is shown; the player types what it says.",
              invoke: { id: "captcha", src: "captcha" },
              on: {
                // Each answer is single use: a new login attempt needs a new image.
                "CAPTCHA.SHOW": {
                  description: "Each picture code works once: after another refused try a new picture is fetched.",
                  actions: sendTo("captcha", { type: "CAPTCHA.RENEW" }),
                },
                "CAPTCHA.REFRESH": { description: "The player asks for a different picture.", actions: sendTo("captcha", { type: "CAPTCHA.REFRESH" }) },
              },
            },
          },
        },
      },
    },
    done: { type: "final", description: "Signed in: the login answer goes back to the site, which closes the form." },
  },
});
