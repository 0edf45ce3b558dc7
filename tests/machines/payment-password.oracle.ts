import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Field = "loginPassword" | "oldPaymentPassword" | "verificationCode" | "newPaymentPassword" | "confirmPaymentPassword";
type Method = "old" | "sms";

/**
 * The payment password: 6 digits, with its confirmation. A first one needs nothing else; changing a set one
 * needs the old one, or (only with a bound mobile) an SMS code (4 to 8 digits) sent to the bound number. A new
 * password of another length gets the 6 - 6 length message; 6 characters that are not all digits pattern 6 (digits
 * only). The password is taken as typed, the code trimmed. Every way also needs the member's login password
 * (a security change re-authenticates, so a stolen session alone cannot make it), sent as typed; it is forgotten once the payment password is set.
 */
function newError(value: string) {
  if (value === "") return { kind: "required" };
  if (value.length !== 6) return { kind: "length", min: 6, max: 6 };
  return /^[0-9]{6}$/.test(value) ? undefined : { kind: "pattern", patternId: 6 };
}

interface Form {
  phase: "editing" | "submitting" | "done";
  has: boolean;
  method: Method;
  values: Record<Field, string>;
  errors: Record<string, unknown>;
}

const CLEARED: Record<Field, string> = { loginPassword: "", oldPaymentPassword: "", verificationCode: "", newPaymentPassword: "", confirmPaymentPassword: "" };

export function paymentPasswordOracle(input: { hasPaymentPassword: boolean; mobileBound: boolean }): Oracle {
  function apply(form: Form, event: EventObject & Record<string, unknown>): StepExpectation {
    const v = form.values;
    switch (event.type) {
      case "PAYPWD.CHANGE":
        v[event.field as Field] = event.value as string;
        delete form.errors[event.field as string];
        return { context: { fieldErrors: exactErrors(form.errors) } };
      case "PAYPWD.METHOD": {
        const method = event.method as Method;
        // The SMS way needs a bound number; a first password has no "way".
        if (!form.has || (method === "sms" && !input.mobileBound)) return { context: { method: form.method } };
        form.method = method;
        form.errors = {};
        return { context: { method, fieldErrors: exactErrors({}), error: undefined } };
      }
      case "PAYPWD.SEND_CODE":
        return { effects: [{ sendTo: "smsCode", event: { type: "SMS.SEND", mobileNum: "", countryDialingCode: "" } }] };
      case "PAYPWD.SUBMIT": {
        const errors: Record<string, unknown> = {};
        if (v.loginPassword.trim() === "") errors.loginPassword = { kind: "required" };
        if (form.has && form.method === "old" && v.oldPaymentPassword.trim() === "") errors.oldPaymentPassword = { kind: "required" };
        if (form.has && form.method === "sms") {
          const code = v.verificationCode.trim();
          if (code === "") errors.verificationCode = { kind: "required" };
          else if (!/^\d{4,8}$/.test(code)) errors.verificationCode = { kind: "smsCode" };
        }
        const fresh = newError(v.newPaymentPassword);
        if (fresh) errors.newPaymentPassword = fresh;
        if (v.confirmPaymentPassword === "") errors.confirmPaymentPassword = { kind: "required" };
        else if (v.confirmPaymentPassword !== v.newPaymentPassword) errors.confirmPaymentPassword = { kind: "mismatch" };
        form.errors = errors;
        if (Object.keys(errors).length > 0) return { context: { fieldErrors: exactErrors(errors) } };
        form.phase = "submitting";
        const base = { loginPassword: v.loginPassword, newPaymentPassword: v.newPaymentPassword, confirmPaymentPassword: v.confirmPaymentPassword };
        const body = !form.has ? base : form.method === "old" ? { ...base, oldPaymentPassword: v.oldPaymentPassword } : { ...base, verificationCode: v.verificationCode.trim() };
        return { requests: [{ id: "setPaymentPassword", input: body }], context: { fieldErrors: exactErrors({}), error: undefined } };
      }
      case "xstate.done.actor.setPaymentPassword":
        form.phase = "done";
        form.has = true;
        form.values = { ...CLEARED };
        return { effects: ["paymentPasswordSet"], context: { hasPaymentPassword: true, ...CLEARED } };
      case "xstate.error.actor.setPaymentPassword":
        form.phase = "editing";
        return { context: { error: event.error } };
      case "PAYPWD.AGAIN":
        form.phase = "editing";
        form.method = "old";
        form.values = { ...CLEARED };
        form.errors = {};
        return { context: { method: "old", ...CLEARED, fieldErrors: exactErrors({}) } };
      case "PAYPWD.DISMISS_ERROR":
        return { context: { error: undefined } };
      default:
        throw new Error(`the payment-password oracle does not know ${event.type}`);
    }
  }
  return {
    step(events) {
      const form: Form = { phase: "editing", has: input.hasPaymentPassword, method: "old", values: { ...CLEARED }, errors: {} };
      let expectation: StepExpectation = { requests: [{ id: "smsCode", input: { purpose: "paymentPassword", provider: "platform" } }] };
      for (const event of events) expectation = apply(form, event as EventObject & Record<string, unknown>);
      return expectation;
    },
  };
}
