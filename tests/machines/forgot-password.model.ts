import { forgotPasswordMachine, type ForgotPasswordContext, type RecoveryField } from "../../machines/forgot-password.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { loginAnswer } from "../fixtures/system";
import { forgotPasswordOracle } from "./forgot-password.oracle";

const change = (field: RecoveryField, value: string) => ({ type: "RECOVERY.CHANGE", field, value });

/** The register settings' password field: 8 to 16 characters, any pattern. */
const LOADED_RULE = { minLength: 8, maxLength: 16, patternId: 0, acceptedPattern: "*" };

/**
 * One field at a time in form order. Text values carry spaces (they must be trimmed); the e-mail and the mobile number
 * also come malformed, the new password also too short for the loaded rule; a refused field is typed again.
 */
function fills(context: ForgotPasswordContext) {
  const refused = (field: RecoveryField) => context.fieldErrors[field] !== undefined && context[field] !== "";
  if (context.method === "email") {
    if (!context.username) return [change("username", " demo ")];
    if (!context.email) return [change("email", " demo@example.com "), change("email", "demo@example")];
    if (refused("email")) return [change("email", " demo@example.com ")];
    return [];
  }
  if (!context.mobileNum) return [change("mobileNum", " 0812345678 "), change("mobileNum", "12345")];
  if (refused("mobileNum")) return [change("mobileNum", " 0812345678 ")];
  if (!context.verificationCode) return [change("verificationCode", " 123456 ")];
  if (!context.newPassword) return [change("newPassword", "Better123"), change("newPassword", "Abc1234")];
  if (refused("newPassword")) return [change("newPassword", "Better123")];
  return [];
}

export const forgotPasswordModel: PathModel<typeof forgotPasswordMachine> = {
  name: "forgotPassword",
  machine: forgotPasswordMachine,
  input: { countryDialingCode: "+66" },
  oracle: forgotPasswordOracle({ countryDialingCode: "+66" }),
  contextKey: (context) => ({
    method: context.method,
    values: [context.username, context.email, context.mobileNum, context.verificationCode, context.newPassword],
    rule: context.rule.minLength,
    errors: Object.keys(context.fieldErrors).filter((field) => context.fieldErrors[field]),
    error: context.error?.errorCode ?? null,
  }),
  payloads: {
    // The other way, while the current one is untouched.
    "RECOVERY.METHOD": (snapshot) => {
      const context = snapshot.context as ForgotPasswordContext;
      const fields = context.method === "email" ? [context.username, context.email] : [context.mobileNum, context.verificationCode, context.newPassword];
      if (fields.some(Boolean)) return [];
      return [{ type: "RECOVERY.METHOD", method: context.method === "email" ? "phone" : "email" }];
    },
    "RECOVERY.CHANGE": (snapshot) => fills(snapshot.context as ForgotPasswordContext),
    "xstate.done.actor.loadPasswordRule": () => [{ type: "xstate.done.actor.loadPasswordRule", output: LOADED_RULE }],
    "xstate.error.actor.loadPasswordRule": () => [{ type: "xstate.error.actor.loadPasswordRule", error: networkError }],
    "xstate.done.actor.sendResetEmail": () => [{ type: "xstate.done.actor.sendResetEmail", output: undefined }],
    "xstate.error.actor.sendResetEmail": () => [{ type: "xstate.error.actor.sendResetEmail", error: errorOf("USER_EMAIL_NOT_EXIST") }],
    "xstate.done.actor.resetByPhone": () => [{ type: "xstate.done.actor.resetByPhone", output: loginAnswer() }],
    "xstate.error.actor.resetByPhone": () => [{ type: "xstate.error.actor.resetByPhone", error: errorOf("VERIFICATION_REQUIRED") }],
  },
};
