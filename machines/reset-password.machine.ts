import { assign, setup } from "xstate";
import type { ErrorInfo, ResetPasswordByLinkRequest, ResetTokenAnswer } from "../contract";
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
  description:
    "The page a password-reset e-mail links to: the link is checked first, then the person sets a new password (with its confirmation) once. A used or expired link asks them to request a new one; success asks them to log in with the new password.",
  meta: {
    spec: ["2 Screens and routes › Other screens named in text", "5 Validation rules", "7 Calls › Authentication and member"],
    screen: "Reset password page",
  },
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
      description: "Does the address carry a reset link code?",
      always: [
        { guard: "hasToken", target: "checking", description: "Yes: it is checked with the server." },
        { target: "linkInvalid", description: "No: the link cannot be used.", actions: assign({ error: MISSING_TOKEN }) },
      ],
    },
    checking: {
      description: "Waiting for the server to check that the link is still usable, and whose account it is for.",
      invoke: {
        id: "checkResetToken",
        src: "checkResetToken",
        input: ({ context }) => context.token,
        onDone: { target: "loadingRule", description: "The link is good; the account's username is shown.", actions: assign({ username: ({ event }) => event.output.username, error: undefined }) },
        onError: [
          { guard: "linkDead", target: "linkInvalid", description: "The link is unknown, used, replaced or expired.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          { target: "checkFailed", description: "No answer (network or server trouble): the link may still be fine.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    // The check did not get an answer (network, server): the link may be fine, so try again.
    checkFailed: {
      description: "The link could not be checked (network or server trouble); the person can try again.",
      on: { "RESET.RETRY": { target: "checking", description: "The person tries again.", actions: assign({ error: undefined }) } },
    },
    loadingRule: {
      description: "Fetching the site's password rule, to check the new password against.",
      invoke: {
        id: "loadPasswordRule",
        src: "loadPasswordRule",
        onDone: { target: "editing", description: "The rule arrived.", actions: assign({ rule: ({ event }) => event.output }) },
        // The server checks the rule anyway; the usual one is a fair guess meanwhile.
        onError: { target: "editing", description: "The rule could not be fetched: the usual rule is used (the server checks anyway)." },
      },
    },
    editing: {
      description: "The person types a new password and its confirmation.",
      on: {
        "RESET.DISMISS_ERROR": { description: "The person closes the error message.", actions: assign({ error: undefined }) },
        "RESET.CHANGE": {
          description: "The person types in a field; its error goes away.",
          actions: assign(({ context, event }) => ({ [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } })),
        },
        "RESET.SUBMIT": [
          { guard: "isValid", target: "submitting", description: "The new password meets the rule and the confirmation matches: it is sent.", actions: assign({ error: undefined, fieldErrors: {} }) },
          { description: "The password breaks the rule or the confirmation does not match: nothing is sent and the fields say why.", actions: assign({ fieldErrors: ({ context }) => resetPasswordErrors(context) }) },
        ],
      },
    },
    submitting: {
      description: "Waiting for the server to set the new password.",
      invoke: {
        id: "resetPassword",
        src: "resetPassword",
        input: ({ context }) => ({ token: context.token, newPassword: context.newPassword, confirmNewPassword: context.confirmNewPassword }),
        onDone: { target: "done", description: "The password was set." },
        onError: [
          { guard: "linkDead", target: "linkInvalid", description: "The link stopped working meanwhile (used, replaced, too many tries or expired).", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          { target: "editing", description: "Refused for another reason (for example the password rule): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
        ],
      },
    },
    linkInvalid: {
      description: "The link cannot be used any more; the person is offered to ask for a new reset e-mail.",
      on: { "RESET.ASK_NEW_LINK": { description: "The person asks for a new link: the forgot-password form opens.", actions: "askNewLink" } },
    },
    done: { type: "final", description: "The password was changed; the person is asked to log in with it." },
  },
});
