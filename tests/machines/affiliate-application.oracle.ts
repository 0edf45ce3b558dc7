import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

export type Field = "fullName" | "countryDialingCode" | "mobileNum" | "email" | "contact" | "channel" | "message";
export type Values = Record<Field, string>;

/**
 * The affiliate application's field rules (docs/features.md, affiliate application), written out per value the model types: the error
 * each one must get, as the registration's rules word them (spec.md section 5: pattern 17 "Thai or English letters and
 * spaces only", pattern 3 an e-mail, lengths 2-50, 6-50, 3-100, at most 50 and 500 characters). Undefined: fine.
 */
export const FIELD_RULES: Record<Exclude<Field, "countryDialingCode">, Record<string, object | undefined>> = {
  fullName: { "": { kind: "required" }, " Somchai Jaidee ": undefined, "สมชาย ใจดี": undefined, S: { kind: "length", min: 2, max: 50 }, "Somchai 99": { kind: "pattern", patternId: 17 } },
  mobileNum: { "": { kind: "required" }, " 0891234567 ": undefined, "12": { kind: "mobile" } },
  email: { "": { kind: "required" }, "somchai@example.com": undefined, somchai: { kind: "pattern", patternId: 3 }, "a@b.c": { kind: "length", min: 6, max: 50 } },
  channel: { "": { kind: "required" }, "https://somchai-slots.example": undefined, ab: { kind: "length", min: 3, max: 100 } },
  contact: { "": undefined, "somchai.line": undefined, ["x".repeat(51)]: { kind: "tooLong", max: 50 }, ["x".repeat(50)]: undefined },
  message: { "": undefined, "I run a slots review page.": undefined, ["m".repeat(501)]: { kind: "tooLong", max: 500 }, ["m".repeat(500)]: undefined },
};

function ruleFor(field: Exclude<Field, "countryDialingCode">, value: string): object | undefined {
  const table = FIELD_RULES[field];
  if (!(value in table)) throw new Error(`no rule for the ${field} ${JSON.stringify(value)}`);
  return table[value];
}

export function errorsOf(values: Values): Record<string, object> {
  const errors: Record<string, object> = {};
  for (const field of ["fullName", "mobileNum", "email", "contact", "channel", "message"] as const) {
    const error = ruleFor(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What the person has done so far. */
export interface Application {
  values: Values;
  errors: Record<string, object>;
  error?: { kind: string; errorCode?: string };
  sending: boolean;
  /**
   * docs/features.md: one Idempotency-Key per submission, `<prefix>-<n>`: a change to the form makes a new
   * submission, sending it again unchanged (a retry) keeps the key.
   */
  submission: number;
  submitted?: { id: string; createdAt: string };
}

export const fresh = (countryDialingCode: string): Application => ({
  values: { fullName: "", countryDialingCode, mobileNum: "", email: "", contact: "", channel: "", message: "" },
  errors: {},
  sending: false,
  submission: 0,
});

function apply(app: Application, event: EventObject & Record<string, unknown>, keyPrefix: string): StepExpectation {
  const expectation: StepExpectation = {};
  switch (event.type) {
    case "AFFILIATE.CHANGE":
      if (app.values[event.field as Field] !== event.value) app.submission += 1;
      app.values[event.field as Field] = event.value as string;
      delete app.errors[event.field as string];
      expectation.context = { form: { ...app.values }, fieldErrors: exactErrors(app.errors) };
      break;
    case "AFFILIATE.SUBMIT": {
      if (app.sending) break;
      const errors = errorsOf(app.values);
      if (Object.keys(errors).length > 0) {
        app.errors = errors;
        expectation.context = { fieldErrors: exactErrors(errors) };
        break;
      }
      app.sending = true;
      app.errors = {};
      app.error = undefined;
      const v = app.values;
      expectation.context = { fieldErrors: exactErrors({}), error: undefined };
      // Every value trimmed; the dialling code as picked.
      expectation.requests = [
        {
          id: "submitApplication",
          input: {
            request: {
              fullName: v.fullName.trim(),
              countryDialingCode: v.countryDialingCode,
              mobileNum: v.mobileNum.trim(),
              email: v.email.trim(),
              contact: v.contact.trim(),
              channel: v.channel.trim(),
              message: v.message.trim(),
            },
            key: `${keyPrefix}-${app.submission}`,
          },
        },
      ];
      break;
    }
    case "AFFILIATE.DISMISS_ERROR":
      app.error = undefined;
      expectation.context = { error: undefined };
      break;
    case "xstate.done.actor.submitApplication":
      app.sending = false;
      app.submitted = event.output as Application["submitted"];
      expectation.context = { submitted: app.submitted };
      break;
    case "xstate.error.actor.submitApplication":
      // Nothing typed is lost: the form stays as it was sent.
      app.sending = false;
      app.error = event.error as Application["error"];
      expectation.context = { error: app.error, form: { ...app.values } };
      break;
  }
  return expectation;
}

export function replayApplication(input: { countryDialingCode: string; keyPrefix: string }, events: readonly EventObject[]): { app: Application; expectation: StepExpectation } {
  const app = fresh(input.countryDialingCode);
  let expectation: StepExpectation = {};
  for (const event of events) expectation = apply(app, event as EventObject & Record<string, unknown>, input.keyPrefix);
  return { app, expectation };
}

export function affiliateApplicationOracle(input: { countryDialingCode: string; keyPrefix: string }): Oracle {
  return {
    step(events) {
      if (events.length === 0) return { context: { form: fresh(input.countryDialingCode).values, fieldErrors: exactErrors({}) } };
      return replayApplication(input, events).expectation;
    },
  };
}
