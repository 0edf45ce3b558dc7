import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Field = "oldPassword" | "newPassword" | "confirmNewPassword";
type Rule = "usual" | "loaded";

/**
 * Spec section 5 (change password) with the model's password rules: the usual one (6 to 20 characters, any pattern)
 * until the register settings answer, then the loaded one of change-password.model.ts (8 to 16 characters, letters
 * and digits combined, pattern 5). Expected error of each new password the model types, per rule.
 */
const NEW_PASSWORD: Record<string, Record<Rule, unknown>> = {
  "": { usual: { kind: "required" }, loaded: { kind: "required" } },
  Better123: { usual: undefined, loaded: undefined },
  Abc1234: { usual: undefined, loaded: { kind: "length", min: 8, max: 16 } },
  lettersonly: { usual: undefined, loaded: { kind: "pattern", patternId: 5 } },
};

export interface Form {
  phase: "loadingRule" | "editing" | "submitting" | "signingIn" | "over";
  rule: Rule;
  values: Record<Field, string>;
  /** The field errors on screen. */
  errors: Record<string, unknown>;
  /** The failure shown, as the change request's fake answered it. */
  error?: { kind: string; errorCode?: string };
}

function formErrors(form: Form, forced: boolean): Record<string, unknown> {
  const v = form.values;
  const expected = NEW_PASSWORD[v.newPassword];
  if (!expected) throw new Error(`the oracle has no expectation for the new password "${v.newPassword}"`);
  const errors: Record<string, unknown> = {
    // Spec: the old password is required unless known (a forced change after a first login or an expired password).
    oldPassword: !forced && v.oldPassword.trim() === "" ? { kind: "required" } : undefined,
    newPassword: expected[form.rule],
    confirmNewPassword: v.confirmNewPassword === "" ? { kind: "required" } : v.confirmNewPassword !== v.newPassword ? { kind: "mismatch" } : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

export function changePasswordOracle(input: { forced: boolean; username: string }): Oracle & { replay(events: readonly EventObject[]): Form } {
  function apply(form: Form, shown: Form, event: EventObject & Record<string, unknown>): StepExpectation {
    switch (event.type) {
      case "xstate.done.actor.loadPasswordRule":
        form.phase = "editing";
        form.rule = "loaded";
        return {};
      case "xstate.error.actor.loadPasswordRule":
        form.phase = "editing";
        return {};
      case "PASSWORD.CHANGE": {
        if (form.phase !== "editing") return {};
        form.values[event.field as Field] = event.value as string;
        delete shown.errors[event.field as string];
        return { context: { fieldErrors: exactErrors(shown.errors) } };
      }
      case "PASSWORD.SUBMIT": {
        if (form.phase !== "editing") return {};
        const errors = formErrors(form, input.forced);
        if (Object.keys(errors).length > 0) {
          shown.errors = errors;
          return { context: { fieldErrors: exactErrors(errors) } };
        }
        form.phase = "submitting";
        shown.errors = {};
        form.error = undefined;
        const v = form.values;
        return {
          requests: [
            { id: "changePassword", input: { oldPassword: input.forced ? undefined : v.oldPassword, newPassword: v.newPassword, confirmNewPassword: v.confirmNewPassword } },
          ],
          context: { fieldErrors: exactErrors({}), error: undefined },
        };
      }
      case "xstate.done.actor.changePassword":
        // Spec section 4: a changed password logs in again, with the new password.
        form.phase = "signingIn";
        return {
          requests: [
            {
              id: "login",
              input: { mode: "username", username: input.username, password: form.values.newPassword, mobileNum: "", countryDialingCode: "", verificationCode: "" },
            },
          ],
        };
      case "xstate.error.actor.changePassword":
        form.phase = "editing";
        form.error = event.error as Form["error"];
        return { context: { error: event.error } };
      case "xstate.done.actor.login":
        form.phase = "over";
        return { output: { result: "loggedIn", answer: event.output } };
      case "xstate.error.actor.login":
        form.phase = "over";
        // Spec section 5: the reset succeeded; the member is asked to log in again.
        return { output: { result: "loginAgain" } };
      case "PASSWORD.CLOSE":
        // A forced change cannot be dismissed.
        if (input.forced) return {};
        form.phase = "over";
        return { output: { result: "cancelled" } };
      case "PASSWORD.DISMISS_ERROR":
        form.error = undefined;
        return { context: { error: undefined } };
      default:
        return {};
    }
  }
  function replay(events: readonly EventObject[]) {
    const form: Form = { phase: "loadingRule", rule: "usual", values: { oldPassword: "", newPassword: "", confirmNewPassword: "" }, errors: {} };
    let expectation: StepExpectation = { requests: [{ id: "loadPasswordRule" }] };
    for (const event of events) expectation = apply(form, form, event as EventObject & Record<string, unknown>);
    return { form, expectation };
  }
  return {
    step: (events) => replay(events).expectation,
    /** The form as the path's events leave it: the views' expectations. */
    replay: (events) => replay(events).form,
  };
}
