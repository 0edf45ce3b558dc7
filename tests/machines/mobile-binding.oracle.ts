import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Field = "mobileNum" | "verificationCode";

/**
 * Binding a mobile number (issue 15): spec section 5's mobile rule (8 to 11 digits, a leading 0 allowed) before a code
 * is sent to the number, the SMS code (4 to 8 digits) before binding; values trimmed. The code child is the shared
 * smsCode machine (purpose bindMobile). A bound number is told to the profile (mobileBound).
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
  country: string;
  values: Record<Field, string>;
  errors: Record<string, unknown>;
}

export function mobileBindingOracle(countryDialingCode: string): Oracle {
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
      case "MOBILE.SUBMIT": {
        const errors = Object.fromEntries(Object.entries({ mobileNum: mobileError(v.mobileNum), verificationCode: codeError(v.verificationCode) }).filter(([, e]) => e));
        form.errors = errors;
        if (Object.keys(errors).length > 0) return { context: { fieldErrors: exactErrors(errors) } };
        form.phase = "binding";
        return {
          requests: [{ id: "bindMobile", input: { mobileNum: v.mobileNum.trim(), countryDialingCode: form.country, verificationCode: v.verificationCode.trim() } }],
          context: { fieldErrors: exactErrors({}), error: undefined },
        };
      }
      case "xstate.done.actor.bindMobile": {
        form.phase = "done";
        const answer = event.output as { mobile: string };
        return { effects: [{ action: "mobileBound", params: { mobile: answer.mobile } }], context: { bound: answer } };
      }
      case "xstate.error.actor.bindMobile":
        form.phase = "editing";
        return { context: { error: event.error } };
      case "MOBILE.AGAIN":
        form.phase = "editing";
        form.values = { mobileNum: "", verificationCode: "" };
        form.errors = {};
        return { context: { mobileNum: "", verificationCode: "", fieldErrors: exactErrors({}), bound: undefined } };
      case "MOBILE.DISMISS_ERROR":
        return { context: { error: undefined } };
      default:
        throw new Error(`the mobile-binding oracle does not know ${event.type}`);
    }
  }
  return {
    step(events) {
      const form: Form = { phase: "editing", country: countryDialingCode, values: { mobileNum: "", verificationCode: "" }, errors: {} };
      let expectation: StepExpectation = { requests: [{ id: "smsCode", input: { purpose: "bindMobile", provider: "platform" } }] };
      for (const event of events) expectation = apply(form, event as EventObject & Record<string, unknown>);
      return expectation;
    },
  };
}
