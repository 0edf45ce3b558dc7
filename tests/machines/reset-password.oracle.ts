import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { exactErrors } from "./exact-errors";

type Field = "newPassword" | "confirmNewPassword";
type Rule = "usual" | "loaded";

/**
 * The reset page of a mailed link (spec section 5 for the password): the link is checked first,
 * then the password rule loads (the usual 6 to 20 characters while it does not), then the new password and its
 * confirmation are sent once. Expected error of each password the model types, per rule: the loaded rule is the
 * model's (6 to 20 characters, letters and digits combined, pattern 5).
 */
const NEW_PASSWORD: Record<string, Record<Rule, unknown>> = {
  "": { usual: { kind: "required" }, loaded: { kind: "required" } },
  Fresh5678: { usual: undefined, loaded: undefined },
};

/** The refusals after which the link is dead (the person asks for a new one). */
const DEAD_LINK = ["RESET_LINK_INVALID", "RESET_LINK_EXPIRED"];

interface Flow {
  phase: "checking" | "checkFailed" | "loadingRule" | "editing" | "submitting" | "linkInvalid" | "done";
  rule: Rule;
  values: Record<Field, string>;
}

function formErrors(flow: Flow): Record<string, unknown> {
  const v = flow.values;
  const expected = NEW_PASSWORD[v.newPassword];
  if (!expected) throw new Error(`the oracle has no expectation for the new password "${v.newPassword}"`);
  const errors: Record<string, unknown> = {
    newPassword: expected[flow.rule],
    confirmNewPassword: v.confirmNewPassword === "" ? { kind: "required" } : v.confirmNewPassword !== v.newPassword ? { kind: "mismatch" } : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

const isDead = (error: { errorCode?: string }) => DEAD_LINK.includes(error.errorCode ?? "");

export function resetPasswordOracle(mailedToken: string): Oracle {
  const token = mailedToken.trim();
  const check = { id: "checkResetToken", input: token };

  function apply(flow: Flow, event: EventObject & Record<string, unknown>): StepExpectation {
    switch (event.type) {
      case "xstate.done.actor.checkResetToken":
        flow.phase = "loadingRule";
        return { requests: [{ id: "loadPasswordRule" }], context: { username: (event.output as { username: string }).username, error: undefined } };
      case "xstate.error.actor.checkResetToken": {
        const error = event.error as { errorCode?: string };
        flow.phase = isDead(error) ? "linkInvalid" : "checkFailed";
        return { context: { error } };
      }
      case "RESET.RETRY":
        flow.phase = "checking";
        return { requests: [check], context: { error: undefined } };
      case "xstate.done.actor.loadPasswordRule":
        flow.phase = "editing";
        flow.rule = "loaded";
        return { context: { rule: event.output } };
      case "xstate.error.actor.loadPasswordRule":
        // The usual rule stands in until the server checks its own.
        flow.phase = "editing";
        return { context: { rule: { minLength: 6, maxLength: 20, patternId: 0, acceptedPattern: "*" } } };
      case "RESET.CHANGE":
        flow.values[event.field as Field] = event.value as string;
        return {};
      case "RESET.DISMISS_ERROR":
        return { context: { error: undefined } };
      case "RESET.SUBMIT": {
        const errors = formErrors(flow);
        if (Object.keys(errors).length > 0) return { context: { fieldErrors: exactErrors(errors) } };
        flow.phase = "submitting";
        return {
          requests: [{ id: "resetPassword", input: { token, newPassword: flow.values.newPassword, confirmNewPassword: flow.values.confirmNewPassword } }],
          context: { fieldErrors: exactErrors({}), error: undefined },
        };
      }
      case "xstate.done.actor.resetPassword":
        flow.phase = "done";
        return {};
      case "xstate.error.actor.resetPassword": {
        const error = event.error as { errorCode?: string };
        flow.phase = isDead(error) ? "linkInvalid" : "editing";
        return { context: { error } };
      }
      case "RESET.ASK_NEW_LINK":
        return flow.phase === "linkInvalid" ? { effects: ["askNewLink"] } : {};
      default:
        throw new Error(`the reset-password oracle does not know ${event.type}`);
    }
  }

  return {
    step(events) {
      if (events.length === 0) {
        // An address without a token is a dead link from the start: nothing is asked of the server.
        return token === "" ? { context: { error: { kind: "server", errorCode: "RESET_LINK_INVALID" } } } : { requests: [check] };
      }
      const flow: Flow = { phase: token === "" ? "linkInvalid" : "checking", rule: "usual", values: { newPassword: "", confirmNewPassword: "" } };
      let expectation: StepExpectation = {};
      for (const event of events) expectation = apply(flow, event as EventObject & Record<string, unknown>);
      return expectation;
    },
  };
}
