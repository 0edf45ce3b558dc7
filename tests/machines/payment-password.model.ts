import { paymentPasswordMachine, type PaymentPasswordContext, type PaymentPasswordField, type PaymentPasswordInput } from "../../machines/payment-password.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { paymentPasswordOracle } from "./payment-password.oracle";

const change = (field: PaymentPasswordField, value: string) => ({ type: "PAYPWD.CHANGE", field, value });

/**
 * Form order, one field at a time: the login password (blank spaces first, which count as none), the old one or the code (a code too short first), the new one (5 digits, then 6
 * with a letter, then right: both sides of the 6-digit rule), its confirmation (a wrong one first).
 */
function fills(c: PaymentPasswordContext) {
  if (c.loginPassword === "") return [change("loginPassword", "  "), change("loginPassword", "Demo1234")];
  if (c.loginPassword !== "Demo1234") return [change("loginPassword", "Demo1234")];
  if (c.hasPaymentPassword && c.method === "old" && c.oldPaymentPassword === "") return [change("oldPaymentPassword", "123456")];
  if (c.hasPaymentPassword && c.method === "sms" && c.verificationCode === "") return [change("verificationCode", "12"), change("verificationCode", " 654321 ")];
  if (c.verificationCode === "12") return [change("verificationCode", " 654321 ")];
  if (c.newPaymentPassword === "") return [change("newPaymentPassword", "12345"), change("newPaymentPassword", "12345a"), change("newPaymentPassword", "246810")];
  if (c.newPaymentPassword !== "246810") return [change("newPaymentPassword", "246810")];
  if (c.confirmPaymentPassword === "") return [change("confirmPaymentPassword", "246811"), change("confirmPaymentPassword", "246810")];
  if (c.confirmPaymentPassword !== "246810") return [change("confirmPaymentPassword", "246810")];
  return [];
}

export function paymentPasswordModel(input: PaymentPasswordInput = { hasPaymentPassword: true, mobileBound: true }): PathModel<typeof paymentPasswordMachine> {
  return {
    name: "paymentPassword",
    machine: paymentPasswordMachine,
    input,
    oracle: paymentPasswordOracle(input),
    contextKey: (c: PaymentPasswordContext) => ({
      has: c.hasPaymentPassword,
      method: c.method,
      values: [c.loginPassword, c.oldPaymentPassword, c.verificationCode, c.newPaymentPassword, c.confirmPaymentPassword],
      errors: Object.keys(c.fieldErrors).filter((f) => c.fieldErrors[f as PaymentPasswordField]),
      error: c.error?.errorCode ?? c.error?.kind ?? null,
    }),
    payloads: {
      "PAYPWD.CHANGE": (snapshot) => fills(snapshot.context as PaymentPasswordContext),
      // The other way, while the form is untouched.
      "PAYPWD.METHOD": (snapshot) => {
        const c = snapshot.context as PaymentPasswordContext;
        if (c.loginPassword || c.oldPaymentPassword || c.verificationCode || c.newPaymentPassword) return [];
        return [{ type: "PAYPWD.METHOD", method: c.method === "old" ? "sms" : "old" }];
      },
      "xstate.done.actor.setPaymentPassword": () => [{ type: "xstate.done.actor.setPaymentPassword", output: undefined }],
      "xstate.error.actor.setPaymentPassword": () => [
        { type: "xstate.error.actor.setPaymentPassword", error: errorOf("PAYMENT_PASSWORD_INCORRECT") },
        { type: "xstate.error.actor.setPaymentPassword", error: errorOf("PAYMENT_PASSWORD_LOCKED", { until: "2026-11-23T12:00:00.000Z" }) },
        { type: "xstate.error.actor.setPaymentPassword", error: errorOf("LOGIN_PASSWORD_LOCKED", { until: "2026-11-23T12:00:00.000Z" }) },
        { type: "xstate.error.actor.setPaymentPassword", error: errorOf("RECOVERY_HELD", { channel: "mobile", opensAt: "2026-11-24T12:00:00.000Z" }) },
        { type: "xstate.error.actor.setPaymentPassword", error: networkError },
      ],
    },
  };
}
