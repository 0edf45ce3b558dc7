import { saferPlayMachine, type SaferPlayContext } from "../../machines/safer-play.machine";
import type { PathModel, Snapshot } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { answerToCancel, answerToChange, saferPlayData } from "../fixtures/safer-play";
import { BOUNDS, saferPlayOracle } from "./safer-play.oracle";

type M = typeof saferPlayMachine;
const ctx = (snapshot: Snapshot<M>) => snapshot.context as SaferPlayContext;

/** The seed as loaded (one change in its history, still pending): the paths type only on it, which keeps them finite. */
const onSeed = (context: SaferPlayContext) => context.data?.history.length === 1 && context.data.history[0]!.status === "pending";
const typedNothing = (context: SaferPlayContext) => Object.values(context.drafts).every((draft) => draft === undefined || draft === "");

/** The daily deposit limit (฿1,000 in force): lower, higher, and amounts breaking each rule; a raise of the weekly loss limit. */
const DEPOSIT_DAY = ["500", " 5000.50 ", "12.345", "10000000.01", "0.50", "1,000"];

export const saferPlayModel: PathModel<M> = {
  name: "saferPlay",
  machine: saferPlayMachine,
  input: BOUNDS,
  oracle: saferPlayOracle,
  payloads: {
    "xstate.done.actor.loadSaferPlay": () => [{ type: "xstate.done.actor.loadSaferPlay", output: saferPlayData() }],
    "xstate.error.actor.loadSaferPlay": () => [{ type: "xstate.error.actor.loadSaferPlay", error: networkError }],
    "SAFER.CHANGE": (snapshot) => {
      const context = ctx(snapshot);
      // A refused amount is put right; otherwise, on the seed with no message shown, one amount is typed.
      const refused = Object.keys(context.problems).filter((key) => context.drafts[key as keyof SaferPlayContext["drafts"]]);
      if (refused.length > 0) return refused.map((key) => ({ type: "SAFER.CHANGE", kind: key.split(".")[0], period: key.split(".")[1], value: "500" }));
      if (!onSeed(context) || !typedNothing(context) || context.notice || context.changeError) return [];
      return [
        ...DEPOSIT_DAY.map((value) => ({ type: "SAFER.CHANGE", kind: "deposit", period: "day", value })),
        { type: "SAFER.CHANGE", kind: "loss", period: "week", value: "2500" },
      ];
    },
    "SAFER.SET": (snapshot) => {
      const { drafts, problems } = ctx(snapshot);
      const typed = Object.keys(drafts).filter((key) => drafts[key as keyof typeof drafts]);
      // A limit with something typed, or (nothing typed nor refused) the monthly wager limit with its field empty.
      const keys = typed.length > 0 ? typed : Object.keys(problems).length === 0 ? ["wager.month"] : [];
      return keys.map((key) => {
        const [kind, period] = key.split(".");
        return { type: "SAFER.SET", kind, period };
      });
    },
    // The daily deposit limit is in force; the daily wager limit is not set (nothing to remove).
    "SAFER.REMOVE": () => [
      { type: "SAFER.REMOVE", kind: "deposit", period: "day" },
      { type: "SAFER.REMOVE", kind: "wager", period: "day" },
    ],
    // The weekly loss limit's removal is pending; the daily deposit limit has nothing pending.
    "SAFER.CANCEL_CHANGE": () => [
      { type: "SAFER.CANCEL_CHANGE", kind: "loss", period: "week" },
      { type: "SAFER.CANCEL_CHANGE", kind: "deposit", period: "day" },
    ],
    "xstate.done.actor.setLimit": (snapshot) => {
      const proposal = ctx(snapshot).proposal!;
      return [{ type: "xstate.done.actor.setLimit", output: answerToChange(proposal.kind, proposal.period, proposal.amount) }];
    },
    "xstate.error.actor.setLimit": () => [
      { type: "xstate.error.actor.setLimit", error: networkError },
      { type: "xstate.error.actor.setLimit", error: errorOf("LIMIT_OUT_OF_RANGE") },
    ],
    "xstate.done.actor.cancelLimitChange": (snapshot) => {
      const { kind, period } = ctx(snapshot).cancelling!;
      return [{ type: "xstate.done.actor.cancelLimitChange", output: answerToCancel(kind, period) }];
    },
    "xstate.error.actor.cancelLimitChange": () => [
      { type: "xstate.error.actor.cancelLimitChange", error: networkError },
      { type: "xstate.error.actor.cancelLimitChange", error: errorOf("NO_PENDING_LIMIT_CHANGE") },
    ],
  },
  contextKey: (context: SaferPlayContext) => [
    context.data ? JSON.stringify(context.data.history.map((change) => [change.kind, change.period, change.to, change.status])) : null,
    context.drafts,
    context.problems,
    context.proposal ?? null,
    context.cancelling ?? null,
    context.notice ?? null,
    context.loadError !== undefined,
    context.changeError?.errorCode ?? context.changeError?.kind ?? null,
  ],
};
