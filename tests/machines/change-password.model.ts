import { changePasswordMachine, type ChangePasswordContext, type ChangePasswordField } from "../../machines/change-password.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";
import { changePasswordOracle } from "./change-password.oracle";

const change = (field: ChangePasswordField, value: string) => ({ type: "PASSWORD.CHANGE", field, value });

/** The register settings' password field: 8 to 16 characters, letters and digits combined (pattern 5). */
const LOADED_RULE = { minLength: 8, maxLength: 16, patternId: 5, acceptedPattern: "^(?=.*[A-Za-z])(?=.*\\d).+$" };

/**
 * Fields are filled in form order, one at a time. The new password is a good one, one too short for the loaded rule
 * or one without digits (both fine under the usual rule); its confirmation equals it, or differs by a character.
 */
function fills(context: ChangePasswordContext) {
  if (!context.forced && !context.oldPassword) return [change("oldPassword", "Demo1234")];
  if (!context.newPassword) return [change("newPassword", "Better123"), change("newPassword", "Abc1234"), change("newPassword", "lettersonly")];
  if (!context.confirmNewPassword)
    return [change("confirmNewPassword", context.newPassword), ...(context.newPassword === "Better123" ? [change("confirmNewPassword", "Better12")] : [])];
  // A refused new password is typed again.
  if (context.fieldErrors.newPassword || context.fieldErrors.confirmNewPassword) return [change("newPassword", "Better123")];
  return [];
}

export function changePasswordModel(forced: boolean): PathModel<typeof changePasswordMachine> {
  const input = { forced, username: "demo" };
  return {
    name: "changePassword",
    machine: changePasswordMachine,
    input,
    oracle: changePasswordOracle(input),
    contextKey: (context) => ({
      values: [context.oldPassword, context.newPassword, context.confirmNewPassword],
      rule: context.rule.minLength,
      errors: Object.keys(context.fieldErrors).filter((field) => context.fieldErrors[field]),
      error: context.error?.errorCode ?? null,
    }),
    payloads: {
      "PASSWORD.CHANGE": (snapshot) => fills(snapshot.context as ChangePasswordContext),
      "xstate.done.actor.loadPasswordRule": () => [{ type: "xstate.done.actor.loadPasswordRule", output: LOADED_RULE }],
      "xstate.error.actor.loadPasswordRule": () => [{ type: "xstate.error.actor.loadPasswordRule", error: networkError }],
      "xstate.done.actor.changePassword": () => [{ type: "xstate.done.actor.changePassword", output: undefined }],
      "xstate.error.actor.changePassword": () => [{ type: "xstate.error.actor.changePassword", error: errorOf("OLD_PASSWORD_INCORRECT") }],
      "xstate.done.actor.login": () => [{ type: "xstate.done.actor.login", output: loginAnswer() }],
      "xstate.error.actor.login": () => [{ type: "xstate.error.actor.login", error: networkError }],
    },
  };
}
