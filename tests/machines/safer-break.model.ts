import { saferBreakMachine, type SaferBreakContext } from "../../machines/safer-break.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { saferBreakOracle } from "./safer-break.oracle";

type M = typeof saferBreakMachine;

export const saferBreakModel: PathModel<M> = {
  name: "saferBreak",
  machine: saferBreakMachine,
  // The contract's durations, written out from docs/player-protection.md.
  input: { timeOut: ["24h", "7d", "30d"], selfExclusion: ["6m", "1y", "5y", "permanent"] },
  oracle: saferBreakOracle(),
  payloads: {
    // The kind not chosen (a person picks a different radio).
    "BREAK.KIND": (snapshot) => [{ type: "BREAK.KIND", kind: snapshot.context.kind === "timeOut" ? "selfExclusion" : "timeOut" }],
    // One duration of each kind not chosen yet: a self-exclusion's is refused while a time-out is chosen, and the
    // other way round.
    "BREAK.DURATION": (snapshot) =>
      ["7d", "permanent"].filter((duration) => duration !== snapshot.context.duration).map((duration) => ({ type: "BREAK.DURATION", duration })),
    "BREAK.PASSWORD": (snapshot) => (snapshot.context.password === "" ? [{ type: "BREAK.PASSWORD", value: "Demo1234" }] : [{ type: "BREAK.PASSWORD", value: "" }]),
    "xstate.done.actor.takeBreak": (snapshot) => [
      { type: "xstate.done.actor.takeBreak", output: { kind: snapshot.context.kind, until: snapshot.context.duration === "permanent" ? null : "2026-12-03T08:00:00.000Z" } },
    ],
    "xstate.error.actor.takeBreak": () => [
      { type: "xstate.error.actor.takeBreak", error: errorOf("LOGIN_PASSWORD_INCORRECT") },
      { type: "xstate.error.actor.takeBreak", error: errorOf("BREAK_CANNOT_SHORTEN", { kind: "selfExclusion", until: null }) },
      { type: "xstate.error.actor.takeBreak", error: networkError },
    ],
  },
  contextKey: (context: SaferBreakContext) => [context.kind, context.duration, context.password, context.passwordMissing, context.error?.errorCode ?? context.error?.kind ?? null, context.taken ?? null],
};
