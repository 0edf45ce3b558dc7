import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The durations each kind offers, from docs/player-protection.md (not read from the machine). */
const DURATIONS: Record<string, string[]> = { timeOut: ["24h", "7d", "30d"], selfExclusion: ["6m", "1y", "5y", "permanent"] };

type Phase = "editing" | "confirming" | "taking" | "taken";

/** The break form as the member's events and the fake's answers leave it. */
export interface BreakForm {
  phase: Phase;
  kind: string;
  duration: string;
  password: string;
  passwordMissing: boolean;
  taken?: unknown;
  error?: unknown;
}

export function saferBreakOracle(): Oracle & { replay(events: readonly EventObject[]): BreakForm } {
  function apply(f: BreakForm, e: EventObject & Record<string, unknown>): StepExpectation {
    switch (e.type) {
      case "BREAK.KIND":
        if (f.phase !== "editing") return {};
        f.kind = e.kind as string;
        // A new kind starts at its shortest duration.
        f.duration = DURATIONS[f.kind]![0]!;
        f.error = undefined;
        return { context: { kind: f.kind, duration: f.duration, error: undefined } };
      case "BREAK.DURATION":
        if (f.phase !== "editing" || !DURATIONS[f.kind]!.includes(e.duration as string)) return { context: { duration: f.duration } };
        f.duration = e.duration as string;
        f.error = undefined;
        return { context: { duration: f.duration } };
      case "BREAK.PASSWORD":
        if (f.phase !== "editing") return {};
        f.password = e.value as string;
        f.passwordMissing = false;
        return { context: { password: f.password, passwordMissing: false } };
      case "BREAK.SUBMIT":
        if (f.phase !== "editing") return {};
        // Nothing is sent without the login password.
        if (f.password === "") {
          f.passwordMissing = true;
          return { context: { passwordMissing: true } };
        }
        f.phase = "confirming";
        f.error = undefined;
        return { context: { error: undefined } };
      case "BREAK.DISMISS":
        if (f.phase !== "editing") return {};
        f.error = undefined;
        return { context: { error: undefined } };
      case "BREAK.BACK":
        if (f.phase === "confirming") f.phase = "editing";
        return { context: { kind: f.kind, duration: f.duration } };
      case "BREAK.CONFIRM":
        if (f.phase !== "confirming") return {};
        f.phase = "taking";
        return { requests: [{ id: "takeBreak", input: { kind: f.kind, duration: f.duration, loginPassword: f.password } }] };
      case "xstate.done.actor.takeBreak":
        f.phase = "taken";
        f.taken = e.output;
        f.password = "";
        // Every session has ended: the app is told.
        return { effects: ["sessionEnded"], context: { taken: e.output, password: "" } };
      case "xstate.error.actor.takeBreak":
        f.phase = "editing";
        f.error = e.error;
        // A refused password is typed again.
        f.password = "";
        return { context: { error: e.error, password: "" } };
      default:
        return {};
    }
  }
  function replay(events: readonly EventObject[]) {
    const form: BreakForm = { phase: "editing", kind: "timeOut", duration: "24h", password: "", passwordMissing: false };
    let expectation: StepExpectation = {};
    for (const event of events) expectation = apply(form, event as EventObject & Record<string, unknown>);
    return { form, expectation };
  }
  return { step: (events) => replay(events).expectation, replay: (events) => replay(events).form };
}
