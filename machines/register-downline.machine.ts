import { assign, setup } from "xstate";
import type { ErrorInfo, RegisterDownlineAnswer, RegisterDownlineRequest } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export type DownlineForm = { username: string; password: string; confirmPassword: string };
export type DownlineField = keyof DownlineForm;

export interface RegisterDownlineContext {
  form: DownlineForm;
  /** Registers a sub-agent (type 2) instead of a player. */
  isAgent: boolean;
  /** Fields shown as wrong: every invalid field after a submit, or the one the server refused. */
  invalid: DownlineField[];
  error?: ErrorInfo;
  result?: RegisterDownlineAnswer;
}

export type RegisterDownlineEvent =
  | { type: "FIELD.CHANGE"; field: DownlineField; value: string }
  | { type: "AGENT.TOGGLE"; isAgent: boolean }
  | { type: "DOWNLINE.SUBMIT" }
  | { type: "DOWNLINE.AGAIN" };

const EMPTY: DownlineForm = { username: "", password: "", confirmPassword: "" };

/** The same rules as the site's username registration (pattern 1, 4-16; letters and digits combined, 6-20); the server checks again. */
export function invalidDownlineFields(form: DownlineForm): DownlineField[] {
  const invalid: DownlineField[] = [];
  if (!/^[A-Za-z][A-Za-z0-9]{3,15}$/.test(form.username.trim())) invalid.push("username");
  if (!/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/.test(form.password)) invalid.push("password");
  if (form.confirmPassword !== form.password || form.confirmPassword === "") invalid.push("confirmPassword");
  return invalid;
}

/** An agent registers a direct downline (a member under the agent). */
export const registerDownlineMachine = setup({
  types: { context: {} as RegisterDownlineContext, events: {} as RegisterDownlineEvent },
  actors: { registerDownline: promiseNotProvided<RegisterDownlineAnswer, RegisterDownlineRequest>("registerDownline") },
  guards: { formValid: ({ context }) => invalidDownlineFields(context.form).length === 0 },
}).createMachine({
  id: "registerDownline",
  description: "An agent opens an account for a new direct downline (a member, or an agent, under them), with a username and password that follow the site's registration rules.",
  meta: { spec: ["2 Screens and routes › Agent centre pages", "5 Validation rules", "6 Roles and permissions"], screen: "Agent centre: register downline (registerCenter)" },
  context: { form: EMPTY, isAgent: false, invalid: [] },
  initial: "editing",
  states: {
    editing: {
      description: "The agent fills in the new downline's username and password and says whether it is an agent.",
      on: {
        "FIELD.CHANGE": {
          description: "The agent types in a field (a field marked wrong is checked again as they type).",
          actions: assign(({ context, event }) => {
            const form = { ...context.form, [event.field]: event.value };
            // A field marked wrong is checked again as it is typed; others wait for the next submit.
            const invalid = context.invalid.length > 0 ? invalidDownlineFields(form).filter((f) => context.invalid.includes(f)) : [];
            return { form, invalid, error: undefined };
          }),
        },
        "AGENT.TOGGLE": { description: "The agent chooses whether the new account is an agent or a member.", actions: assign({ isAgent: ({ event }) => event.isAgent }) },
        "DOWNLINE.SUBMIT": [
          { guard: "formValid", target: "submitting", description: "Username and password follow the rules: the account is sent.", actions: assign({ invalid: [], error: undefined }) },
          { description: "Username or password breaks the rules: the fields are marked.", actions: assign({ invalid: ({ context }) => invalidDownlineFields(context.form) }) },
        ],
      },
    },
    submitting: {
      description: "Waiting for the server to create the downline's account.",
      invoke: {
        id: "registerDownline",
        src: "registerDownline",
        input: ({ context }) => ({ username: context.form.username.trim(), password: context.form.password, isAgent: context.isAgent }),
        onDone: { target: "done", description: "The account was created.", actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: "editing", description: "Refused (for example the username is taken): the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    done: {
      description: "A success message names the new downline.",
      on: { "DOWNLINE.AGAIN": { target: "editing", description: "The agent registers another downline.", actions: assign({ form: EMPTY, isAgent: false, invalid: [], result: undefined }) } },
    },
  },
});
