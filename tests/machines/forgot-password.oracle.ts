import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Method = "email" | "phone";
type Field = "username" | "email" | "mobileNum" | "verificationCode" | "newPassword";
type Rule = "usual" | "loaded";

/**
 * Spec section 5 (forgot password). By e-mail: username and e-mail both required, the e-mail in e-mail format
 * (pattern 3). By phone: the mobile number rule (8 to 11 digits, a leading 0 allowed), the SMS code (4 to 8 digits)
 * and the password rule: the usual one (6 to 20) until the register settings answer, then forgot-password.model.ts's
 * (8 to 16, any pattern). Text fields are trimmed; a password is taken as typed.
 */
const RULES = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  mobile: /^0?\d{8,11}$/,
  smsCode: /^\d{4,8}$/,
  password: { usual: { min: 6, max: 20 }, loaded: { min: 8, max: 16 } },
};

export interface Form {
  phase: "loadingRule" | "editing" | "busy" | "emailSent" | "over";
  method: Method;
  rule: Rule;
  values: Record<Field, string>;
  /** The field errors on screen. */
  errors: Record<string, unknown>;
  /** The failure shown, as the request's fake answered it. */
  error?: { kind: string; errorCode?: string };
}

const blank = (value: string) => value.trim() === "";

function mobileError(value: string) {
  if (blank(value)) return { kind: "required" };
  return RULES.mobile.test(value.trim()) ? undefined : { kind: "mobile" };
}

function formErrors(form: Form): Record<string, unknown> {
  const v = form.values;
  const { min, max } = RULES.password[form.rule];
  const errors: Record<string, unknown> =
    form.method === "email"
      ? {
          username: blank(v.username) ? { kind: "required" } : undefined,
          email: blank(v.email) ? { kind: "required" } : RULES.email.test(v.email.trim()) ? undefined : { kind: "pattern", patternId: 3 },
        }
      : {
          mobileNum: mobileError(v.mobileNum),
          verificationCode: blank(v.verificationCode) ? { kind: "required" } : RULES.smsCode.test(v.verificationCode.trim()) ? undefined : { kind: "smsCode" },
          newPassword: v.newPassword === "" ? { kind: "required" } : v.newPassword.length < min || v.newPassword.length > max ? { kind: "length", min, max } : undefined,
        };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

export function forgotPasswordOracle(input: { countryDialingCode: string }): Oracle & { replay(events: readonly EventObject[]): Form } {
  function apply(form: Form, shown: Form, event: EventObject & Record<string, unknown>): StepExpectation {
    const v = form.values;
    switch (event.type) {
      case "xstate.done.actor.loadPasswordRule":
        form.phase = "editing";
        form.rule = "loaded";
        return {};
      case "xstate.error.actor.loadPasswordRule":
        form.phase = "editing";
        return {};
      case "RECOVERY.METHOD":
        if (form.phase !== "editing") return {};
        form.method = event.method as Method;
        shown.errors = {};
        form.error = undefined;
        return { context: { method: form.method, fieldErrors: exactErrors({}), error: undefined } };
      case "RECOVERY.CHANGE":
        if (form.phase !== "editing") return {};
        v[event.field as Field] = event.value as string;
        delete shown.errors[event.field as string];
        return { context: { fieldErrors: exactErrors(shown.errors) } };
      case "RECOVERY.SEND_CODE": {
        if (form.phase !== "editing") return {};
        const error = mobileError(v.mobileNum);
        if (error) {
          shown.errors = { ...shown.errors, mobileNum: error };
          return { context: { fieldErrors: exactErrors(shown.errors) } };
        }
        return { effects: [{ sendTo: "smsCode", event: { type: "SMS.SEND", mobileNum: v.mobileNum.trim(), countryDialingCode: input.countryDialingCode } }] };
      }
      case "RECOVERY.SUBMIT": {
        if (form.phase !== "editing") return {};
        const errors = formErrors(form);
        shown.errors = errors;
        if (Object.keys(errors).length > 0) return { context: { fieldErrors: exactErrors(errors) } };
        form.phase = "busy";
        form.error = undefined;
        const request =
          form.method === "email"
            ? { id: "sendResetEmail", input: { username: v.username.trim(), email: v.email.trim() } }
            : {
                id: "resetByPhone",
                input: { mobileNum: v.mobileNum.trim(), countryDialingCode: input.countryDialingCode, verificationCode: v.verificationCode.trim(), newPassword: v.newPassword },
              };
        return { requests: [request], context: { fieldErrors: exactErrors({}), error: undefined } };
      }
      case "xstate.done.actor.sendResetEmail":
        // Spec section 4: the confirmation shows until the visitor closes it.
        form.phase = "emailSent";
        return {};
      case "xstate.done.actor.resetByPhone":
        // Spec section 4: a reset by phone signs the member in.
        form.phase = "over";
        return { output: { result: "loggedIn", answer: event.output } };
      case "xstate.error.actor.sendResetEmail":
      case "xstate.error.actor.resetByPhone":
        form.phase = "editing";
        form.error = event.error as Form["error"];
        return { context: { error: event.error } };
      case "RECOVERY.CLOSE": {
        const result = form.phase === "emailSent" ? "emailSent" : "cancelled";
        form.phase = "over";
        return { output: { result } };
      }
      case "RECOVERY.DISMISS_ERROR":
        form.error = undefined;
        return { context: { error: undefined } };
      default:
        return {};
    }
  }
  function replay(events: readonly EventObject[]) {
    const form: Form = {
      phase: "loadingRule",
      method: "email",
      rule: "usual",
      values: { username: "", email: "", mobileNum: "", verificationCode: "", newPassword: "" },
      errors: {},
    };
    let expectation: StepExpectation = {
      requests: [{ id: "smsCode", input: { purpose: "resetPassword", provider: "platform" } }, { id: "loadPasswordRule" }],
    };
    for (const event of events) expectation = apply(form, form, event as EventObject & Record<string, unknown>);
    return { form, expectation };
  }
  return {
    step: (events) => replay(events).expectation,
    /** The form as the path's events leave it: the views' expectations. */
    replay: (events) => replay(events).form,
  };
}
