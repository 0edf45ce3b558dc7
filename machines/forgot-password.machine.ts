import { assign, sendTo, setup } from "xstate";
import type { ErrorInfo, ForgotPasswordEmailRequest, LoginAnswer, ResetPasswordByPhoneRequest } from "../src/contract";
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
    "RECOVERY.CLOSE": ".closed",
    "RECOVERY.DISMISS_ERROR": { actions: assign({ error: undefined }) },
  },
  states: {
    loadingRule: {
      invoke: {
        id: "loadPasswordRule",
        src: "loadPasswordRule",
        onDone: { target: "editing", actions: assign({ rule: ({ event }) => event.output }) },
        onError: { target: "editing" },
      },
    },
    editing: {
      on: {
        "RECOVERY.METHOD": { actions: assign({ method: ({ event }) => event.method, fieldErrors: {}, error: undefined }) },
        "RECOVERY.CHANGE": {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "RECOVERY.SEND_CODE": [
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
        "RECOVERY.SUBMIT": [
          { guard: "isValid", target: "submitting", actions: assign({ error: undefined, fieldErrors: {} }) },
          { actions: assign({ fieldErrors: ({ context }) => recoveryErrors(context) }) },
        ],
      },
    },
    submitting: {
      always: [{ guard: "byEmail", target: "sendingEmail" }, { target: "resetting" }],
    },
    sendingEmail: {
      invoke: {
        id: "sendResetEmail",
        src: "sendResetEmail",
        input: ({ context }) => ({ username: context.username.trim(), email: context.email.trim() }),
        onDone: { target: "emailSent", actions: assign({ outcome: { result: "emailSent" } }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    emailSent: {
      // The confirmation stays until the visitor closes it.
      on: { "RECOVERY.CLOSE": "done" },
    },
    resetting: {
      invoke: {
        id: "resetByPhone",
        src: "resetByPhone",
        input: ({ context }) => ({
          mobileNum: context.mobileNum.trim(),
          countryDialingCode: context.countryDialingCode,
          verificationCode: context.verificationCode.trim(),
          newPassword: context.newPassword,
        }),
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => ({ result: "loggedIn" as const, answer: event.output }) }) },
        onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: { type: "final" },
    closed: { type: "final", entry: assign({ outcome: { result: "cancelled" } }) },
  },
});
