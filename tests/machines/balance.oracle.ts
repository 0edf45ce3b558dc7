import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { Balance } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The header balance (spec section 2 header, section 4 "Balance: visible or masked, refreshable"), from the path's events. */
export interface HeaderBalance {
  amount: "loading" | "ready" | "checking" | "failed";
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
      // A background check that fails keeps the amount shown; a fetch the player waits for shows the failure.
      if (b.amount === "checking") {
        b.amount = "ready";
        return {};
      }
      b.amount = "failed";
      b.error = event.error;
      return {};
    case "xstate.after.nextCheck.balance.amount.ready":
      // The header reads the balance again by itself (so approvals show without a manual refresh).
      expect(b.amount, "a background check only while the amount is shown").toBe("ready");
      b.amount = "checking";
      return { requests: [{ id: "fetchBalance" }] };
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

/** The pending requests the last answer reported (the reference server's count of undecided deposits and withdrawals). */
function pendingOf(events: readonly EventObject[]): number {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i] as EventObject & { output?: Balance };
    if (event.type === "xstate.done.actor.fetchBalance") return event.output?.pendingRequests ?? 0;
  }
  return 0;
}

export const balanceOracle: Oracle = {
  step(events) {
    const { b, expectation } = run(events);
    return { ...expectation, context: { balance: b.balance, error: b.error } };
  },
  // Within 5 seconds while a request waits for the operator, every minute otherwise.
  delays: { "balance.amount.ready": (events) => (pendingOf(events) > 0 ? 5_000 : 60_000) },
};
