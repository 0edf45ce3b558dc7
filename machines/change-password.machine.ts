import { assign, setup } from "xstate";
import type { ChangePasswordRequest, ErrorInfo, LoginAnswer } from "../contract";
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
  description:
    "Changing the password: the old password (not asked when the change is forced after a first login or an expired password), a new one that meets the password rule, and its confirmation. Afterwards the player is signed in again with the new password.",
  meta: { spec: ["4 States and transitions", "5 Validation rules", "7 Calls › Authentication and member"], screen: "Change password dialog" },
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
    "PASSWORD.CLOSE": { guard: "mayClose", target: ".closed", description: "The player closes the dialog; a forced change cannot be closed." },
    "PASSWORD.DISMISS_ERROR": { description: "The player closes the error message.", actions: assign({ error: undefined }) },
  },
  states: {
    loadingRule: {
      description: "Fetching the site's password rule (length and characters) to check the new password against.",
      invoke: {
        id: "loadPasswordRule",
        src: "loadPasswordRule",
        onDone: { target: "editing", description: "The rule arrived.", actions: assign({ rule: ({ event }) => event.output }) },
        // The server checks the rule anyway; the usual one is a fair guess meanwhile.
        onError: { target: "editing", description: "The rule could not be fetched: the usual rule is used (the server checks anyway)." },
      },
    },
    editing: {
      description: "The player fills in the passwords.",
      on: {
        "PASSWORD.CHANGE": {
          description: "The player types in a field; its error goes away.",
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "PASSWORD.SUBMIT": [
          { guard: "isValid", target: "submitting", description: "All fields are valid and the confirmation matches: the change is sent.", actions: assign({ error: undefined, fieldErrors: {} }) },
          { description: "Something is missing, breaks the password rule or does not match: nothing is sent and the fields say why.", actions: assign({ fieldErrors: ({ context }) => changePasswordErrors(context) }) },
        ],
      },
    },
    submitting: {
      description: "Waiting for the server to change the password.",
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ context }) => ({
          oldPassword: context.forced ? undefined : context.oldPassword,
          newPassword: context.newPassword,
          confirmNewPassword: context.confirmNewPassword,
        }),
        onDone: { target: "signingInAgain", description: "The password was changed." },
        onError: { target: "editing", description: "The change was refused (for example a wrong old password): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    signingInAgain: {
      description: "Signing the player in again with the new password.",
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
        onDone: { target: "done", description: "Signed in with the new password: the dialog closes and the player goes to the home page.", actions: assign({ outcome: ({ event }) => ({ result: "loggedIn" as const, answer: event.output }) }) },
        onError: { target: "done", description: "The automatic sign-in failed: the player is asked to log in again with the new password.", actions: assign({ outcome: { result: "loginAgain" } }) },
      },
    },
    done: { type: "final", description: "The password was changed." },
    closed: { type: "final", description: "The dialog was closed without changing the password.", entry: assign({ outcome: { result: "cancelled" } }) },
  },
});
