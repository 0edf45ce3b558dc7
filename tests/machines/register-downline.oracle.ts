import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

type Field = "username" | "password" | "confirmPassword";
type Form = Record<Field, string>;

/**
 * Spec section 5 and the register settings fixture (tests/fixtures/register.ts): username pattern 1 (a letter, then
 * letters and digits), 4 to 16 characters, trimmed; password pattern 5 (letters and digits combined), 6 to 20; the
 * confirmation equal to the password ('Incorrect confirmation input'). Whether each value typed is valid.
 */
export const USERNAME_RULES: Record<string, boolean> = {
  "": false,
  "   ": false,
  " player9 ": true,
  player9: true,
  "9bad": false,
  abc: false,
  abcd: true,
  a234567890123456: true,
  a2345678901234567: false,
  "pl ayer": false,
  "play_er": false,
};
export const PASSWORD_RULES: Record<string, boolean> = {
  "": false,
  abc12345: true,
  abcdefgh: false,
  "12345678": false,
  abc12: false,
  abc123: true,
  a1234567890123456789: true,
  a12345678901234567890: false,
  " abc12345": false,
  "abc!2345": false,
};

function rule(table: Record<string, boolean>, value: string, field: string): boolean {
  const ok = table[value];
  if (ok === undefined) throw new Error(`no rule for the ${field} ${JSON.stringify(value)}`);
  return ok;
}

/** The fields a submit marks wrong, in form order. */
export function wrongFields(form: Form): Field[] {
  const wrong: Field[] = [];
  if (!rule(USERNAME_RULES, form.username, "username")) wrong.push("username");
  if (!rule(PASSWORD_RULES, form.password, "password")) wrong.push("password");
  if (form.confirmPassword === "" || form.confirmPassword !== form.password) wrong.push("confirmPassword");
  return wrong;
}

const EMPTY: Form = { username: "", password: "", confirmPassword: "" };

export interface RegisterDownlineFlow {
  phase: "editing" | "submitting" | "done";
  form: Form;
  isAgent: boolean;
  marked: Field[];
  error?: { errorCode?: string };
  registered?: { username: string };
}

function follow(events: readonly EventObject[]): { flow: RegisterDownlineFlow; expectation: StepExpectation } {
  const flow: RegisterDownlineFlow = { phase: "editing", form: { ...EMPTY }, isAgent: false, marked: [] };
  let expectation: StepExpectation = {};
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (phase: RegisterDownlineFlow["phase"]) => {
      if (flow.phase !== phase) throw new Error(`${event.type} cannot happen while the form is ${flow.phase}`);
    };
    switch (event.type) {
      case "FIELD.CHANGE": {
        need("editing");
        flow.form = { ...flow.form, [event.field as Field]: event.value as string };
        // A field marked wrong is checked again as it is typed; the others wait for the next submit.
        flow.marked = flow.marked.length > 0 ? wrongFields(flow.form).filter((f) => flow.marked.includes(f)) : [];
        flow.error = undefined;
        expectation = { context: { form: flow.form, invalid: flow.marked, error: undefined } };
        break;
      }
      case "AGENT.TOGGLE":
        need("editing");
        flow.isAgent = event.isAgent as boolean;
        expectation = { context: { isAgent: flow.isAgent } };
        break;
      case "DOWNLINE.SUBMIT": {
        need("editing");
        const wrong = wrongFields(flow.form);
        flow.marked = wrong;
        if (wrong.length > 0) {
          expectation = { context: { invalid: wrong } };
          break;
        }
        flow.phase = "submitting";
        flow.error = undefined;
        expectation = {
          requests: [{ id: "registerDownline", input: { username: flow.form.username.trim(), password: flow.form.password, isAgent: flow.isAgent } }],
          context: { invalid: [], error: undefined },
        };
        break;
      }
      case "xstate.done.actor.registerDownline":
        need("submitting");
        flow.phase = "done";
        flow.registered = event.output as { username: string };
        expectation = { context: { result: event.output } };
        break;
      case "xstate.error.actor.registerDownline":
        need("submitting");
        flow.phase = "editing";
        flow.error = event.error as { errorCode?: string };
        // What was typed stays, to be corrected.
        expectation = { context: { error: event.error, form: flow.form } };
        break;
      case "DOWNLINE.AGAIN":
        need("done");
        Object.assign(flow, { phase: "editing", form: { ...EMPTY }, isAgent: false, marked: [], registered: undefined });
        expectation = { context: { form: EMPTY, isAgent: false, invalid: [], result: undefined } };
        break;
      default:
        throw new Error(`the register-downline oracle does not know ${event.type}`);
    }
  }
  return { flow, expectation };
}

/** The form after the path's events (the view tests draw the screen from it). */
export const followRegisterDownline = (events: readonly EventObject[]): RegisterDownlineFlow => follow(events).flow;

export const registerDownlineOracle: Oracle = { step: (events) => follow(events).expectation };
