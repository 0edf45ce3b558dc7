import { assign, setup } from "xstate";
import type { ChangePasswordRequest, ErrorInfo, LoginAnswer } from "../src/contract";
import { asErrorInfo } from "./errors";
import type { LoginCredentials } from "./login.machine";
import { promiseNotProvided } from "./not-provided";
import { collectErrors, confirmation, DEFAULT_PASSWORD_RULE, hasErrors, password, required, type FieldErrors, type PasswordRule } from "./validation";

export type ChangePasswordField = "oldPassword" | "newPassword" | "confirmNewPassword";

export interface ChangePasswordInput {
  /** After a first login or with an expired password: the old password is known and the modal cannot be dismissed. */
  forced: boolean;
  username: string;
}

export type PasswordChangeOutcome =
  | { result: "loggedIn"; answer: LoginAnswer }
  /** Changed, but logging in again failed: the member signs in with the new password. */
  | { result: "loginAgain" }
  | { result: "cancelled" };

export interface ChangePasswordContext extends ChangePasswordInput, Record<ChangePasswordField, string> {
  rule: PasswordRule;
  fieldErrors: FieldErrors<ChangePasswordField>;
  error?: ErrorInfo;
  outcome?: PasswordChangeOutcome;
}

export type ChangePasswordEvent =
  | { type: "PASSWORD.CHANGE"; field: ChangePasswordField; value: string }
  | { type: "PASSWORD.SUBMIT" }
  | { type: "PASSWORD.CLOSE" }
  | { type: "PASSWORD.DISMISS_ERROR" };

export function changePasswordErrors(context: ChangePasswordContext): FieldErrors<ChangePasswordField> {
  return collectErrors<ChangePasswordField>({
    oldPassword: context.forced ? undefined : required(context.oldPassword),
    newPassword: password(context.newPassword, context.rule),
    confirmNewPassword: confirmation(context.confirmNewPassword, context.newPassword),
  });
}

/** Old password (unless known), a new one satisfying the password rule, its confirmation; then signs in again. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as PasswordChangeOutcome,
  },
  actors: {
    loadPasswordRule: promiseNotProvided<PasswordRule>("loadPasswordRule"),
    changePassword: promiseNotProvided<void, ChangePasswordRequest>("changePassword"),
    login: promiseNotProvided<LoginAnswer, LoginCredentials>("login"),
  },
  guards: {
    isValid: ({ context }) => !hasErrors(changePasswordErrors(context)),
    mayClose: ({ context }) => !context.forced,
  },
}).createMachine({
  id: "changePassword",
  context: ({ input }) => ({
    ...input,
    oldPassword: "",
    newPassword: "",
    confirmNewPassword: "",
    rule: DEFAULT_PASSWORD_RULE,
    fieldErrors: {},
  }),
  initial: "loadingRule",
  output: ({ context }) => context.outcome ?? { result: "cancelled" },
  on: {
    "PASSWORD.CLOSE": { guard: "mayClose", target: ".closed" },
    "PASSWORD.DISMISS_ERROR": { actions: assign({ error: undefined }) },
  },
  states: {
    loadingRule: {
      invoke: {
        id: "loadPasswordRule",
        src: "loadPasswordRule",
        onDone: { target: "editing", actions: assign({ rule: ({ event }) => event.output }) },
        // The server checks the rule anyway; the usual one is a fair guess meanwhile.
        onError: { target: "editing" },
      },
    },
    editing: {
      on: {
        "PASSWORD.CHANGE": {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "PASSWORD.SUBMIT": [
          { guard: "isValid", target: "submitting", actions: assign({ error: undefined, fieldErrors: {} }) },
          { actions: assign({ fieldErrors: ({ context }) => changePasswordErrors(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({
          oldPassword: context.forced ? undefined : context.oldPassword,
          newPassword: context.newPassword,
          confirmNewPassword: context.confirmNewPassword,
        }),
        onDone: { target: "signingInAgain" },
        onError: { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    signingInAgain: {
      invoke: {
        id: "login",
        src: "login",
        input: ({ context }) => ({
          mode: "username" as const,
          username: context.username,
          password: context.newPassword,
          mobileNum: "",
          countryDialingCode: "",
          verificationCode: "",
        }),
        onDone: { target: "done", actions: assign({ outcome: ({ event }) => ({ result: "loggedIn" as const, answer: event.output }) }) },
        onError: { target: "done", actions: assign({ outcome: { result: "loginAgain" } }) },
      },
    },
    done: { type: "final" },
    closed: { type: "final", entry: assign({ outcome: { result: "cancelled" } }) },
  },
});
