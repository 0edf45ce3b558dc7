import { forgotPasswordMachine, type ForgotPasswordContext, type RecoveryField } from "../../machines/forgot-password.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";

const change = (field: RecoveryField, value: string) => ({ type: "RECOVERY.CHANGE", field, value });

export const forgotPasswordModel: PathModel<typeof forgotPasswordMachine> = {
  name: "forgotPassword",
  machine: forgotPasswordMachine,
  input: { countryDialingCode: "+66" },
  contextKey: (context) => ({
    method: context.method,
    filled: [context.username, context.email, context.mobileNum, context.verificationCode, context.newPassword].map(Boolean),
  }),
  payloads: {
    "RECOVERY.METHOD": (snapshot) => [{ type: "RECOVERY.METHOD", method: (snapshot.context as ForgotPasswordContext).method === "email" ? "phone" : "email" }],
    "RECOVERY.CHANGE": (snapshot) => {
      const context = snapshot.context as ForgotPasswordContext;
      const wanted: Array<[RecoveryField, string]> =
        context.method === "email"
          ? [["username", "demo"], ["email", "demo@example.com"]]
          : [["mobileNum", "0812345678"], ["verificationCode", "123456"], ["newPassword", "Better123"]];
      return wanted.filter(([field]) => !context[field]).map(([field, value]) => change(field, value)).slice(0, 1);
    },
    "xstate.done.actor.loadPasswordRule": () => [{ type: "xstate.done.actor.loadPasswordRule", output: { minLength: 6, maxLength: 20, patternId: 0, acceptedPattern: "*" } }],
    "xstate.error.actor.loadPasswordRule": () => [{ type: "xstate.error.actor.loadPasswordRule", error: networkError }],
    "xstate.done.actor.sendResetEmail": () => [{ type: "xstate.done.actor.sendResetEmail", output: undefined }],
    "xstate.error.actor.sendResetEmail": () => [{ type: "xstate.error.actor.sendResetEmail", error: errorOf("USER_EMAIL_NOT_EXIST") }],
    "xstate.done.actor.resetByPhone": () => [{ type: "xstate.done.actor.resetByPhone", output: loginAnswer() }],
    "xstate.error.actor.resetByPhone": () => [{ type: "xstate.error.actor.resetByPhone", error: errorOf("VERIFICATION_REQUIRED") }],
  },
};
