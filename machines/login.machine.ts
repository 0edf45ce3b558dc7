import { assign, raise, sendTo, setup } from "xstate";
import type { ErrorInfo, LoginAnswer } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { captchaAnswer, collectErrors, hasErrors, mobileNumber, required, smsCode, type FieldErrors } from "./validation";

export type LoginMode = "username" | "sms";
export type LoginField = "username" | "password" | "mobileNum" | "countryDialingCode" | "verificationCode" | "captcha";

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
  captchaImage?: string;
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
  | { type: "CAPTCHA.REFRESH" }
  | { type: "CAPTCHA.SHOW" };

export const CAPTCHA_REFRESH_MS = 1000;

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
    children: {} as { smsCode: "smsCode"; login: "login"; fetchCaptcha: "fetchCaptcha" },
  },
  actors: {
    login: promiseNotProvided<LoginAnswer, LoginCredentials>("login"),
    fetchCaptcha: promiseNotProvided<string>("fetchCaptcha"),
    smsCode: smsCodeMachine,
  },
  guards: {
    isValid: ({ context }) => !hasErrors(loginErrors(context)),
    smsAllowed: ({ context, event }) => event.type !== "LOGIN.MODE" || event.mode === "username" || context.smsLoginEnabled,
    hasValidMobile: ({ context }) => mobileNumber(context.mobileNum) === undefined,
    asksForCaptcha: ({ event }) => asksForCaptcha(asErrorInfo((event as { error?: unknown }).error)),
    refusesCaptchaOnly: ({ event }) => {
      const error = asErrorInfo((event as { error?: unknown }).error);
      return asksForCaptcha(error) && CAPTCHA_REFUSALS.includes(error.errorCode);
    },
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({
    smsLoginEnabled: input.smsLoginEnabled,
    mode: "username",
    username: input.rememberedUsername,
    password: "",
    mobileNum: "",
    countryDialingCode: input.countryDialingCode,
    verificationCode: "",
    captcha: "",
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
      invoke: { id: "smsCode", src: "smsCode", input: { purpose: "login", provider: "platform" } },
      on: {
        "LOGIN.CHANGE": {
          actions: assign(({ context, event }) => ({
            [event.field]: event.value,
            fieldErrors: { ...context.fieldErrors, [event.field]: undefined },
          })),
        },
        "LOGIN.MODE": { guard: "smsAllowed", actions: assign({ mode: ({ event }) => event.mode, fieldErrors: {}, error: undefined }) },
        "LOGIN.REMEMBER": { actions: assign({ rememberMe: ({ event }) => event.value }) },
        "LOGIN.DISMISS_ERROR": { actions: assign({ error: undefined }) },
        "LOGIN.SEND_CODE": [
          {
            guard: "hasValidMobile",
            actions: sendTo("smsCode", ({ context }) => ({
              type: "SMS.SEND" as const,
              mobileNum: context.mobileNum.trim(),
              countryDialingCode: context.countryDialingCode,
            })),
          },
          { actions: assign({ fieldErrors: ({ context }) => ({ ...context.fieldErrors, mobileNum: mobileNumber(context.mobileNum) }) }) },
        ],
      },
      states: {
        form: {
          initial: "editing",
          states: {
            editing: {
              on: {
                "LOGIN.SUBMIT": [
                  {
                    guard: "isValid",
                    target: "submitting",
                    actions: assign({ agentLogin: ({ event }) => event.agentLogin ?? false, error: undefined, fieldErrors: {} }),
                  },
                  { actions: assign({ fieldErrors: ({ context }) => loginErrors(context) }) },
                ],
              },
            },
            submitting: {
              invoke: {
                id: "login",
                src: "login",
                input: ({ context }) => credentialsOf(context),
                onDone: {
                  target: "#login.done",
                  actions: assign({
                    output: ({ context, event }) => ({
                      answer: event.output,
                      via: context.mode,
                      username: context.mode === "username" ? context.username.trim() : event.output.userName,
                      rememberMe: context.rememberMe,
                      agentLogin: context.agentLogin,
                    }),
                  }),
                },
                onError: [
                  {
                    // A fresh browser meets an account that already wants a captcha: show it, keep the password.
                    guard: "refusesCaptchaOnly",
                    target: "editing",
                    actions: [assign({ error: ({ event }) => asErrorInfo(event.error), captchaRequired: true, captcha: "" }), raise({ type: "CAPTCHA.SHOW" })],
                  },
                  {
                    guard: "asksForCaptcha",
                    target: "editing",
                    actions: [
                      // A wrong password: it goes, and the captcha shows (each answer is single use).
                      assign({ error: ({ event }) => asErrorInfo(event.error), captchaRequired: true, captcha: "", password: "" }),
                      raise({ type: "CAPTCHA.SHOW" }),
                    ],
                  },
                  { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error), password: "" }) },
                ],
              },
            },
          },
        },
        captcha: {
          initial: "hidden",
          states: {
            hidden: { on: { "CAPTCHA.SHOW": "loading" } },
            loading: {
              invoke: {
                id: "fetchCaptcha",
                src: "fetchCaptcha",
                onDone: { target: "shown", actions: assign({ captchaImage: ({ event }) => event.output }) },
                onError: { target: "failed" },
              },
            },
            shown: {
              // Each answer is single use: a new login attempt needs a new image.
              on: { "CAPTCHA.SHOW": "loading" },
              initial: "cooling",
              states: {
                // The image refreshes at most once per second.
                cooling: { after: { [CAPTCHA_REFRESH_MS]: "refreshable" } },
                refreshable: { on: { "CAPTCHA.REFRESH": "#login.active.captcha.loading" } },
              },
            },
            failed: { on: { "CAPTCHA.REFRESH": "loading", "CAPTCHA.SHOW": "loading" } },
          },
        },
      },
    },
    done: { type: "final" },
  },
});
