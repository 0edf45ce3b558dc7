import { resetPasswordMachine, type ResetPasswordContext, type ResetPasswordField } from "../../machines/reset-password.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { resetPasswordOracle } from "./reset-password.oracle";

const change = (field: ResetPasswordField, value: string) => ({ type: "RESET.CHANGE", field, value });

/** A token as the server mails it (64 hex characters); the empty one is an address without `?token=`. */
export const MAILED_TOKEN = "9f".repeat(32);

export function resetPasswordModel(token = MAILED_TOKEN): PathModel<typeof resetPasswordMachine> {
  return {
    name: "resetPassword",
    machine: resetPasswordMachine,
    input: { token },
    oracle: resetPasswordOracle(token),
    contextKey: (context: ResetPasswordContext) => ({
      filled: [context.newPassword, context.confirmNewPassword].map(Boolean),
      same: context.newPassword === context.confirmNewPassword,
      errors: Object.keys(context.fieldErrors).length > 0,
      error: context.error?.errorCode ?? context.error?.kind ?? null,
    }),
    payloads: {
      "RESET.CHANGE": (snapshot) => {
        const context = snapshot.context as ResetPasswordContext;
        return [!context.newPassword ? change("newPassword", "Fresh5678") : null, !context.confirmNewPassword ? change("confirmNewPassword", "Fresh5678") : null]
          .filter((event) => event !== null)
          .slice(0, 1)
          // A wrong confirmation too: the mismatch must show and block the request.
          .flatMap((event) => (event.field === "confirmNewPassword" ? [event, change("confirmNewPassword", "Fresh5679")] : [event]));
      },
      "xstate.done.actor.checkResetToken": () => [
        { type: "xstate.done.actor.checkResetToken", output: { username: "demo", expiresAt: "2026-11-23T15:00:00.000Z" } },
      ],
      "xstate.error.actor.checkResetToken": () => [
        { type: "xstate.error.actor.checkResetToken", error: errorOf("RESET_LINK_EXPIRED") },
        { type: "xstate.error.actor.checkResetToken", error: networkError },
      ],
      "xstate.done.actor.loadPasswordRule": () => [
        { type: "xstate.done.actor.loadPasswordRule", output: { minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: "^(?=.*[A-Za-z])(?=.*\\d).+$" } },
      ],
      "xstate.error.actor.loadPasswordRule": () => [{ type: "xstate.error.actor.loadPasswordRule", error: networkError }],
      "xstate.done.actor.resetPassword": () => [{ type: "xstate.done.actor.resetPassword", output: undefined }],
      "xstate.error.actor.resetPassword": () => [
        { type: "xstate.error.actor.resetPassword", error: errorOf("RESET_LINK_INVALID") },
        { type: "xstate.error.actor.resetPassword", error: errorOf("PASSWORD_RULE") },
      ],
    },
  };
}
