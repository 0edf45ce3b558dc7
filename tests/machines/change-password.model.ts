import { changePasswordMachine, type ChangePasswordContext, type ChangePasswordField } from "../../machines/change-password.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";

const change = (field: ChangePasswordField, value: string) => ({ type: "PASSWORD.CHANGE", field, value });

export function changePasswordModel(forced: boolean): PathModel<typeof changePasswordMachine> {
  return {
    name: "changePassword",
    machine: changePasswordMachine,
    input: { forced, username: "demo" },
    contextKey: (context) => ({
      filled: [context.oldPassword, context.newPassword, context.confirmNewPassword].map(Boolean),
      errors: Object.keys(context.fieldErrors).length > 0,
      error: context.error?.errorCode ?? null,
    }),
    payloads: {
      "PASSWORD.CHANGE": (snapshot) => {
        const context = snapshot.context as ChangePasswordContext;
        return [
          !context.forced && !context.oldPassword ? change("oldPassword", "Demo1234") : null,
          !context.newPassword ? change("newPassword", "Better123") : null,
          !context.confirmNewPassword ? change("confirmNewPassword", "Better123") : null,
        ].filter((event) => event !== null).slice(0, 1);
      },
      "xstate.done.actor.loadPasswordRule": () => [
        { type: "xstate.done.actor.loadPasswordRule", output: { minLength: 6, maxLength: 20, patternId: 5, acceptedPattern: "^(?=.*[A-Za-z])(?=.*\\d).+$" } },
      ],
      "xstate.error.actor.loadPasswordRule": () => [{ type: "xstate.error.actor.loadPasswordRule", error: networkError }],
      "xstate.done.actor.changePassword": () => [{ type: "xstate.done.actor.changePassword", output: undefined }],
      "xstate.error.actor.changePassword": () => [{ type: "xstate.error.actor.changePassword", error: errorOf("OLD_PASSWORD_INCORRECT") }],
      "xstate.done.actor.login": () => [{ type: "xstate.done.actor.login", output: loginAnswer() }],
      "xstate.error.actor.login": () => [{ type: "xstate.error.actor.login", error: networkError }],
    },
  };
}
