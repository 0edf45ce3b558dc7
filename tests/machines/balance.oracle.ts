import type { EventObject } from "xstate";
import type { Balance } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The header balance (spec section 2 header, section 4 "Balance: visible or masked, refreshable"), from the path's events. */
export interface HeaderBalance {
  amount: "loading" | "ready" | "failed";
  masked: boolean;
  /** The last balance answered (kept while a refresh loads). */
  balance?: Balance;
  error?: unknown;
}

function apply(b: HeaderBalance, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "BALANCE.REFRESH":
      // A refresh already on its way is not asked twice.
      if (b.amount === "loading") return {};
      b.amount = "loading";
      return { requests: [{ id: "fetchBalance" }] };
    case "BALANCE.TOGGLE_VISIBILITY":
      b.masked = !b.masked;
      return {};
    case "xstate.done.actor.fetchBalance":
      b.amount = "ready";
      b.balance = event.output as Balance;
      b.error = undefined;
      return {};
    case "xstate.error.actor.fetchBalance":
      b.amount = "failed";
      b.error = event.error;
      return {};
  }
  return {};
}

function run(events: readonly EventObject[]) {
  const b: HeaderBalance = { amount: "loading", masked: false };
  let expectation: StepExpectation = { requests: [{ id: "fetchBalance" }] };
  for (const event of events) expectation = apply(b, event as EventObject & Record<string, unknown>);
  return { b, expectation };
}

export function balanceAfter(events: readonly EventObject[]): HeaderBalance {
  return run(events).b;
}

export const balanceOracle: Oracle = {
  step(events) {
    const { b, expectation } = run(events);
    return { ...expectation, context: { balance: b.balance, error: b.error } };
  },
};
