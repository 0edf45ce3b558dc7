import { describe, expect, it, vi } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { depositMachine, type DepositData } from "../../machines/deposit.machine";
import { withdrawMachine, type WithdrawData } from "../../machines/withdraw.machine";
import type { BindBankAccountRequest } from "../../contract";
import { depositData, depositInfo, withdrawData, withdrawalInfo } from "../fixtures/wallet";

/**
 * The header balance must not stay stale after a deposit is approved and the member refreshes its status.
 * Whenever a request the member has seen changes status, the flow asks the header balance to refresh.
 */
function answers<T>(list: T[]) {
  let call = 0;
  return fromPromise<T, void>(async () => list[Math.min(call++, list.length - 1)]!);
}

const deposits = (...statuses: ("pending" | "approved" | "rejected")[]): DepositData => ({
  ...depositData(),
  deposits: statuses.map((status, i) => depositInfo({ id: i + 1, status })),
});

async function refreshCounts(loads: DepositData[]) {
  const balanceChanged = vi.fn();
  const actor = createActor(
    depositMachine.provide({ actors: { loadDeposit: answers(loads), requestDeposit: fromPromise(async () => depositInfo()) }, actions: { balanceChanged } }),
    { input: { keyPrefix: "k" } },
  ).start();
  const counts: number[] = [];
  for (let i = 0; i < loads.length; i += 1) {
    if (i > 0) actor.send({ type: "DEPOSIT.REFRESH" });
    await waitFor(actor, (s) => s.matches("ready"));
    counts.push(balanceChanged.mock.calls.length);
  }
  actor.stop();
  return counts;
}

describe("deposit: a status change refreshes the header balance", () => {
  it("refreshes once when a pending deposit is approved, not again while nothing changes", async () => {
    expect(await refreshCounts([deposits("pending"), deposits("approved"), deposits("approved")])).toEqual([0, 1, 1]);
  });

  it("refreshes for a rejection too, and not for a first look or a new request", async () => {
    expect(await refreshCounts([deposits("approved"), deposits("approved", "pending"), deposits("approved", "rejected")])).toEqual([0, 0, 1]);
  });
});

describe("withdraw: a status change refreshes the header balance", () => {
  const withdrawals = (status: "pending" | "paid" | "rejected"): WithdrawData => ({ ...withdrawData(), withdrawals: [withdrawalInfo({ id: 7, status })] });

  it("refreshes when a pending withdrawal is rejected (refunded)", async () => {
    const balanceChanged = vi.fn();
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadWithdraw: answers([withdrawals("pending"), withdrawals("pending"), withdrawals("rejected")]),
          bindBankAccount: fromPromise<void, BindBankAccountRequest>(async () => undefined),
          requestWithdrawal: fromPromise(async () => withdrawalInfo()),
        },
        actions: { balanceChanged },
      }),
      { input: { keyPrefix: "k" } },
    ).start();
    const counts: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) actor.send({ type: "WITHDRAW.REFRESH" });
      await waitFor(actor, (s) => s.matches("ready"));
      counts.push(balanceChanged.mock.calls.length);
    }
    actor.stop();
    expect(counts).toEqual([0, 0, 1]);
  });
});
