import { assign, setup } from "xstate";
import type { ErrorInfo, ResetPasswordByLinkRequest, ResetTokenAnswer } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { collectErrors, confirmation, DEFAULT_PASSWORD_RULE, hasErrors, password, type FieldErrors, type PasswordRule } from "./validation";

export type ResetPasswordField = "newPassword" | "confirmNewPassword";

export interface ResetPasswordInput {
  /** The `token` of the mailed link (`/reset-password?token=`); empty when the address had none. */
  token: string;
}

export interface ResetPasswordContext extends ResetPasswordInput, Record<ResetPasswordField, string> {
  /** Whose password the link sets (the server's check answers it). */
  username?: string;
  rule: PasswordRule;
  fieldErrors: FieldErrors<ResetPasswordField>;
  error?: ErrorInfo;
}

export type ResetPasswordEvent =
  | { type: "RESET.CHANGE"; field: ResetPasswordField; value: string }
  | { type: "RESET.SUBMIT" }
  | { type: "RESET.RETRY" }
  | { type: "RESET.DISMISS_ERROR" }
  /** From a dead link: the e-mail recovery form again. */
  | { type: "RESET.ASK_NEW_LINK" };

/** The refusals after which the link is of no more use: the person asks for a new one. */
const DEAD_LINK_CODES: readonly (string | undefined)[] = ["RESET_LINK_INVALID", "RESET_LINK_EXPIRED"];

/** An address without a token: the same as a link the server does not know. */
export const MISSING_TOKEN: ErrorInfo = { kind: "server", errorCode: "RESET_LINK_INVALID" };

export function resetPasswordErrors(context: ResetPasswordContext): FieldErrors<ResetPasswordField> {
  return collectErrors<ResetPasswordField>({
    newPassword: password(context.newPassword, context.rule),
    confirmNewPassword: confirmation(context.confirmNewPassword, context.newPassword),
  });
}

const linkDead = ({ event }: { event: unknown }) => DEAD_LINK_CODES.includes(asErrorInfo((event as { error?: unknown }).error).errorCode);

/**
 * The page a reset mail links to: the link is checked first (whose account, still usable), then a new password and its
 * confirmation satisfying the password rule are sent once. A used, replaced, exhausted or expired link ends in
 * `linkInvalid` (ask for a new one); success ends in `done` (log in with the new password).
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    checkResetToken: promiseNotProvided<ResetTokenAnswer, string>("checkResetToken"),
    loadPasswordRule: promiseNotProvided<PasswordRule>("loadPasswordRule"),
    resetPassword: promiseNotProvided<void, ResetPasswordByLinkRequest>("resetPassword"),
  },
  actions: {
    /** Opens password recovery (the app provides it). */
    askNewLink: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.token !== "",
    isValid: ({ context }) => !hasErrors(resetPasswordErrors(context)),
    linkDead,
  },
}).createMachine({
  id: "resetPassword",
  context: ({ input }) => ({
    token: input.token.trim(),
    newPassword: "",
    confirmNewPassword: "",
    rule: DEFAULT_PASSWORD_RULE,
    fieldErrors: {},
  }),
  initial: "start",
  states: {
    start: {
      always: [{ guard: "hasToken", target: "checking" }, { target: "linkInvalid", actions: assign({ error: MISSING_TOKEN }) }],
    },
    checking: {
      invoke: {
        id: "checkResetToken",
        src: "checkResetToken",
        input: ({ context }) => context.token,
        onDone: { target: "loadingRule", actions: assign({ username: ({ event }) => event.output.username, error: undefined }) },
        onError: [
          { guard: "linkDead", target: "linkInvalid", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          { target: "checkFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    // The check did not get an answer (network, server): the link may be fine, so try again.
    checkFailed: {
      on: { "RESET.RETRY": { target: "checking", actions: assign({ error: undefined }) } },
    },
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
        "RESET.DISMISS_ERROR": { actions: assign({ error: undefined }) },
        "RESET.CHANGE": {
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "RESET.SUBMIT": [
          { guard: "isValid", target: "submitting", actions: assign({ error: undefined, fieldErrors: {} }) },
          { actions: assign({ fieldErrors: ({ context }) => resetPasswordErrors(context) }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => ({ token: context.token, newPassword: context.newPassword, confirmNewPassword: context.confirmNewPassword }),
        onDone: { target: "done" },
        onError: [
          { guard: "linkDead", target: "linkInvalid", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          { target: "editing", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    linkInvalid: {
      on: { "RESET.ASK_NEW_LINK": { actions: "askNewLink" } },
    },
    done: { type: "final" },
  },
});
