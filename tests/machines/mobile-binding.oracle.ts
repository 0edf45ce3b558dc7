import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Field = "mobileNum" | "verificationCode" | "loginPassword" | "oldMobileCode";

/**
 * Binding a mobile number: spec section 5's mobile rule (8 to 11 digits, a leading 0 allowed) before a code
 * is sent to the number, the SMS code (4 to 8 digits) before binding; values trimmed. The code child is the shared
 * smsCode machine (purpose bindMobile). A bound number is told to the profile (mobileBound) with when recovery by it
 * opens. The mobile number is a recovery channel, so binding also needs the login password (sent as typed,
 * blank spaces count as none) and, when a number is bound already, a code sent to that number (the oldSmsCode child,
 * purpose oldMobile, asked with no number: the server knows it; 4 to 8 digits, trimmed). After a binding the number
 * counts as bound, so binding again asks for the old number's code; the password and codes are forgotten.
 */
const MOBILE = /^0?\d{8,11}$/;
const CODE = /^\d{4,8}$/;

function mobileError(value: string) {
  if (value.trim() === "") return { kind: "required" };
  return MOBILE.test(value.trim()) ? undefined : { kind: "mobile" };
}
function codeError(value: string) {
  if (value.trim() === "") return { kind: "required" };
  return CODE.test(value.trim()) ? undefined : { kind: "smsCode" };
}

interface Form {
  phase: "editing" | "binding" | "done";
  bound: boolean;
  country: string;
  values: Record<Field, string>;
  errors: Record<string, unknown>;
}

const EMPTY: Record<Field, string> = { mobileNum: "", verificationCode: "", loginPassword: "", oldMobileCode: "" };

export function mobileBindingOracle(input: { countryDialingCode: string; mobileBound: boolean }): Oracle {
  function apply(form: Form, event: EventObject & Record<string, unknown>): StepExpectation {
    const v = form.values;
    switch (event.type) {
      case "MOBILE.CHANGE":
        v[event.field as Field] = event.value as string;
        delete form.errors[event.field as string];
        return { context: { fieldErrors: exactErrors(form.errors) } };
      case "MOBILE.COUNTRY":
        form.country = event.countryDialingCode as string;
        return { context: { countryDialingCode: form.country } };
      case "MOBILE.SEND_CODE": {
        const error = mobileError(v.mobileNum);
        if (error) {
          form.errors = { ...form.errors, mobileNum: error };
          return { context: { fieldErrors: exactErrors(form.errors) } };
        }
        return { effects: [{ sendTo: "smsCode", event: { type: "SMS.SEND", mobileNum: v.mobileNum.trim(), countryDialingCode: form.country } }] };
      }
      case "MOBILE.SEND_OLD_CODE":
        // Nothing to send to when no number is bound.
        if (!form.bound) return { effects: [] };
        return { effects: [{ sendTo: "oldSmsCode", event: { type: "SMS.SEND", mobileNum: "", countryDialingCode: "" } }] };
      case "MOBILE.SUBMIT": {
        const checks = {
          mobileNum: mobileError(v.mobileNum),
          verificationCode: codeError(v.verificationCode),
          loginPassword: v.loginPassword.trim() === "" ? { kind: "required" } : undefined,
          oldMobileCode: form.bound ? codeError(v.oldMobileCode) : undefined,
        };
        const errors = Object.fromEntries(Object.entries(checks).filter(([, e]) => e));
        form.errors = errors;
        if (Object.keys(errors).length > 0) return { context: { fieldErrors: exactErrors(errors) } };
        form.phase = "binding";
        const body = { mobileNum: v.mobileNum.trim(), countryDialingCode: form.country, verificationCode: v.verificationCode.trim(), loginPassword: v.loginPassword };
        return {
          requests: [{ id: "bindMobile", input: form.bound ? { ...body, oldMobileCode: v.oldMobileCode.trim() } : body }],
          context: { fieldErrors: exactErrors({}), error: undefined },
        };
      }
      case "xstate.done.actor.bindMobile": {
        form.phase = "done";
        form.bound = true;
        form.values = { ...form.values, loginPassword: "", verificationCode: "", oldMobileCode: "" };
        const answer = event.output as { mobile: string; recoveryOpensAt: string };
        return {
          effects: [{ action: "mobileBound", params: { mobile: answer.mobile, recoveryOpensAt: answer.recoveryOpensAt } }],
          context: { bound: answer, mobileBound: true, loginPassword: "", verificationCode: "", oldMobileCode: "" },
        };
      }
      case "xstate.error.actor.bindMobile":
        form.phase = "editing";
        return { context: { error: event.error } };
      case "MOBILE.AGAIN":
        form.phase = "editing";
        form.values = { ...EMPTY };
        form.errors = {};
        return { context: { ...EMPTY, mobileBound: form.bound, fieldErrors: exactErrors({}), bound: undefined } };
      case "MOBILE.DISMISS_ERROR":
        return { context: { error: undefined } };
      default:
        throw new Error(`the mobile-binding oracle does not know ${event.type}`);
    }
  }
  return {
    step(events) {
      const form: Form = { phase: "editing", bound: input.mobileBound, country: input.countryDialingCode, values: { ...EMPTY }, errors: {} };
      let expectation: StepExpectation = {
        requests: [
          { id: "smsCode", input: { purpose: "bindMobile", provider: "platform" } },
          { id: "oldSmsCode", input: { purpose: "oldMobile", provider: "platform" } },
        ],
      };
      for (const event of events) expectation = apply(form, event as EventObject & Record<string, unknown>);
      return expectation;
    },
  };
}
