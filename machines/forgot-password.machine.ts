import { assign, sendTo, setup } from "xstate";
import type { ErrorInfo, ForgotPasswordEmailRequest, LoginAnswer, ResetPasswordByPhoneRequest } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { smsCodeMachine } from "./sms-code.machine";
import { collectErrors, DEFAULT_PASSWORD_RULE, hasErrors, mobileNumber, password, required, smsCode, type FieldErrors, type PasswordRule } from "./validation";

export type RecoveryMethod = "email" | "phone";
export type RecoveryField = "username" | "email" | "mobileNum" | "countryDialingCode" | "verificationCode" | "newPassword";

export interface ForgotPasswordInput {
  countryDialingCode: string;
}

export type RecoveryOutcome = { result: "loggedIn"; answer: LoginAnswer } | { result: "emailSent" } | { result: "cancelled" };

export interface ForgotPasswordContext extends Record<RecoveryField, string> {
  method: RecoveryMethod;
  rule: PasswordRule;
  fieldErrors: FieldErrors<RecoveryField>;
  error?: ErrorInfo;
  outcome?: RecoveryOutcome;
}

export type ForgotPasswordEvent =
  | { type: "RECOVERY.METHOD"; method: RecoveryMethod }
  | { type: "RECOVERY.CHANGE"; field: RecoveryField; value: string }
  | { type: "RECOVERY.SEND_CODE" }
  | { type: "RECOVERY.SUBMIT" }
  | { type: "RECOVERY.CLOSE" }
  | { type: "RECOVERY.DISMISS_ERROR" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function recoveryErrors(context: ForgotPasswordContext): FieldErrors<RecoveryField> {
  if (context.method === "email") {
    return collectErrors<RecoveryField>({
      username: required(context.username),
      email: required(context.email) ?? (EMAIL.test(context.email.trim()) ? undefined : { kind: "pattern", patternId: 3 }),
    } as Record<RecoveryField, undefined>);
  }
  return collectErrors<RecoveryField>({
    mobileNum: mobileNumber(context.mobileNum),
    verificationCode: smsCode(context.verificationCode),
    newPassword: password(context.newPassword, context.rule),
  } as Record<RecoveryField, undefined>);
}

/** Password recovery by e-mail (a reset mail) or by phone (SMS code and a new password, then signed in). */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    output: {} as RecoveryOutcome,
    children: {} as { smsCode: "smsCode" },
  },
  actors: {
    loadPasswordRule: promiseNotProvided<PasswordRule>("loadPasswordRule"),
    sendResetEmail: promiseNotProvided<void, ForgotPasswordEmailRequest>("sendResetEmail"),
    resetByPhone: promiseNotProvided<LoginAnswer, ResetPasswordByPhoneRequest>("resetByPhone"),
    smsCode: smsCodeMachine,
  },
  guards: {
    isValid: ({ context }) => !hasErrors(recoveryErrors(context)),
    byEmail: ({ context }) => context.method === "email",
    hasValidMobile: ({ context }) => mobileNumber(context.mobileNum) === undefined,
  },
}).createMachine({
  id: "forgotPassword",
  description:
    "Recovering a forgotten password, either by e-mail (the server mails a reset link for the username and e-mail given) or by phone (an SMS code and a new password, after which the player is signed in).",
  meta: { spec: ["4 States and transitions", "5 Validation rules", "7 Calls › Authentication and member"], screen: "Forgot password dialog" },
  context: ({ input }) => ({
    method: "email",
    username: "",
    email: "",
    mobileNum: "",
    countryDialingCode: input.countryDialingCode,
    verificationCode: "",
    newPassword: "",
    rule: DEFAULT_PASSWORD_RULE,
    fieldErrors: {},
  }),
  initial: "loadingRule",
  invoke: { id: "smsCode", src: "smsCode", input: { purpose: "resetPassword", provider: "platform" } },
  output: ({ context }) => context.outcome ?? { result: "cancelled" },
  on: {
    "RECOVERY.CLOSE": { target: ".closed", description: "The visitor closes the dialog." },
    "RECOVERY.DISMISS_ERROR": { description: "The visitor closes the error message.", actions: assign({ error: undefined }) },
  },
  states: {
    loadingRule: {
      description: "Fetching the site's password rule, to check a new password typed for the phone reset.",
      invoke: {
        id: "loadPasswordRule",
        src: "loadPasswordRule",
        onDone: { target: "editing", description: "The rule arrived.", actions: assign({ rule: ({ event }) => event.output }) },
        onError: { target: "editing", description: "The rule could not be fetched: the usual rule is used." },
      },
    },
    editing: {
      description: "The visitor fills in the e-mail form (username and e-mail) or the phone form (mobile, SMS code, new password).",
      on: {
        "RECOVERY.METHOD": { description: "The visitor switches between recovery by e-mail and by phone.", actions: assign({ method: ({ event }) => event.method, fieldErrors: {}, error: undefined }) },
        "RECOVERY.CHANGE": {
          description: "The visitor types in a field; its error goes away.",
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "RECOVERY.SEND_CODE": [
          {
            guard: "hasValidMobile",
            description: "The mobile number looks right: an SMS code is requested.",
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
        "RECOVERY.SUBMIT": [
          { guard: "isValid", target: "submitting", description: "The form is complete and valid: it is sent.", actions: assign({ error: undefined, fieldErrors: {} }) },
          { description: "Something is missing or wrong: nothing is sent and the fields say why.", actions: assign({ fieldErrors: ({ context }) => recoveryErrors(context) }) },
        ],
      },
    },
    submitting: {
      description: "Which way was chosen?",
      always: [
        { guard: "byEmail", target: "sendingEmail", description: "By e-mail." },
        { target: "resetting", description: "By phone." },
      ],
    },
    sendingEmail: {
      description: "Waiting for the server to send the reset e-mail.",
      invoke: {
        id: "sendResetEmail",
        src: "sendResetEmail",
        input: ({ context }) => ({ username: context.username.trim(), email: context.email.trim() }),
        onDone: { target: "emailSent", description: "The e-mail was sent.", actions: assign({ outcome: { result: "emailSent" } }) },
        onError: { target: "editing", description: "Refused (for example “Username/Email does not exist”): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    emailSent: {
      description: "A confirmation says the reset e-mail was sent; it stays until the visitor closes it.",
      // The confirmation stays until the visitor closes it.
      on: { "RECOVERY.CLOSE": { target: "done", description: "The visitor closes the confirmation." } },
    },
    resetting: {
      description: "Waiting for the server to check the SMS code and set the new password.",
      invoke: {
        id: "resetByPhone",
        src: "resetByPhone",
        input: ({ context }) => ({
          mobileNum: context.mobileNum.trim(),
          countryDialingCode: context.countryDialingCode,
          verificationCode: context.verificationCode.trim(),
          newPassword: context.newPassword,
        }),
        onDone: { target: "done", description: "The password was reset and the player is signed in; they go to the home page.", actions: assign({ outcome: ({ event }) => ({ result: "loggedIn" as const, answer: event.output }) }) },
        onError: { target: "editing", description: "Refused (for example a wrong or expired code): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: { type: "final", description: "Recovery finished: e-mail sent, or password reset and signed in." },
    closed: { type: "final", description: "The dialog was closed without recovering the password.", entry: assign({ outcome: { result: "cancelled" } }) },
  },
});
