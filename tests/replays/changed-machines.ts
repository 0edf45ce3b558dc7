import { createMachine } from "xstate";
import { loginMachine } from "../../machines/login.machine";
import { withdrawalConfirmationMachine } from "../../machines/withdrawal-confirmation.machine";

/** Today's withdrawal-confirmation machine with Confirm and Back swapped on the review step (the kind of bug a replayed session must catch). */
export function withConfirmAndBackSwapped() {
  const { config, implementations } = withdrawalConfirmationMachine;
  const states = config.states as Record<string, object>;
  return createMachine(
    { ...config, states: { ...states, reviewing: { on: { "CONFIRM.SUBMIT": "choosing", "CONFIRM.BACK": "submitting" } } } } as typeof config,
    implementations,
  );
}

/** Today's login machine changed so that it never submits: Log in on the form does nothing. */
export function withLoginNeverSubmitting() {
  const { config, implementations } = loginMachine;
  type Node = { states?: Record<string, Node>; on?: Record<string, unknown> };
  const root = config as Node;
  const active = root.states!.active!;
  const form = active.states!.form!;
  const editing = { ...form.states!.editing!, on: { ...form.states!.editing!.on, "LOGIN.SUBMIT": {} } };
  const changed = { ...active, states: { ...active.states, form: { ...form, states: { ...form.states, editing } } } };
  return createMachine({ ...config, states: { ...root.states, active: changed } } as typeof config, implementations);
}
