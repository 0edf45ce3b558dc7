import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise, waitFor, type EventObject } from "xstate";
import type { BindBankAccountRequest } from "../../contract";
import { depositMachine, type DepositData } from "../../machines/deposit.machine";
import { withdrawMachine, type WithdrawData } from "../../machines/withdraw.machine";
import { depositData, depositInfo, withdrawData, withdrawalInfo } from "../fixtures/wallet";

/**
 * docs/features.md "Wallet": the deposit and withdraw lists follow the header balance. A BALANCE.MOVED from the
 * page's `followBalance` reads the list again while it shows a pending request, with no press of "Refresh status".
 */
function answers<T>(list: T[]) {
  const calls = { count: 0 };
  const logic = fromPromise<T, void>(async () => list[Math.min(calls.count++, list.length - 1)]!);
  return { logic, calls };
}

/** A stand-in for the app's followBalance: the test says when the header balance moved. */
function balanceFollower() {
  const listeners = new Set<() => void>();
  const logic = fromCallback<EventObject, void>(({ sendBack }) => {
    const listener = () => sendBack({ type: "BALANCE.MOVED" });
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return { logic, move: () => listeners.forEach((listener) => listener()), followers: () => listeners.size };
}

const depositsWith = (status: "pending" | "approved"): DepositData => ({ ...depositData(), deposits: [depositInfo({ id: 12, amount: 300, status })] });

function startDeposit(loads: DepositData[]) {
  const load = answers(loads);
  const balance = balanceFollower();
  const actor = createActor(
    depositMachine.provide({ actors: { loadDeposit: load.logic, requestDeposit: fromPromise(async () => depositInfo()), followBalance: balance.logic }, actions: { balanceChanged: () => {} } }),
    { input: { keyPrefix: "k" } },
  ).start();
  return { actor, load, balance };
}

describe("deposit list follows the header balance", () => {
  it("reads the list again when the balance moves while a request is pending, and shows it approved", async () => {
    const { actor, load, balance } = startDeposit([depositsWith("pending"), depositsWith("approved")]);
    await waitFor(actor, (s) => s.matches("ready"));
    actor.send({ type: "AMOUNT.CHANGE", text: "150" });
    balance.move();
    expect(actor.getSnapshot().matches("refreshingList")).toBe(true);
    const after = await waitFor(actor, (s) => s.matches("ready"));
    expect(load.calls.count).toBe(2);
    expect(after.context.deposits.map((d) => d.status)).toEqual(["approved"]);
    // What the player typed is left as it was.
    expect(after.context.amountText).toBe("150");
    actor.stop();
  });

  it("does not read the list when nothing in it is pending", async () => {
    const { actor, load, balance } = startDeposit([depositsWith("approved")]);
    await waitFor(actor, (s) => s.matches("ready"));
    balance.move();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(load.calls.count).toBe(1);
    actor.stop();
  });

  it("keeps the list shown when the background reading fails", async () => {
    const balance = balanceFollower();
    let call = 0;
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadDeposit: fromPromise<DepositData, void>(async () => {
            if (call++ > 0) throw new Error("offline");
            return depositsWith("pending");
          }),
          requestDeposit: fromPromise(async () => depositInfo()),
          followBalance: balance.logic,
        },
        actions: { balanceChanged: () => {} },
      }),
      { input: { keyPrefix: "k" } },
    ).start();
    await waitFor(actor, (s) => s.matches("ready"));
    balance.move();
    const after = await waitFor(actor, (s) => s.matches("ready"));
    expect(after.context.deposits.map((d) => d.status)).toEqual(["pending"]);
    expect(after.context.error).toBeUndefined();
    actor.stop();
  });

  it("follows the balance for as long as the page is open, and stops with it", async () => {
    const { actor, balance } = startDeposit([depositsWith("pending")]);
    await waitFor(actor, (s) => s.matches("ready"));
    expect(balance.followers()).toBe(1);
    actor.stop();
    expect(balance.followers()).toBe(0);
  });
});

describe("withdraw list follows the header balance", () => {
  const withdrawalsWith = (status: "pending" | "paid" | "rejected", balance = 700): WithdrawData => ({
    ...withdrawData(),
    balance,
    withdrawals: [withdrawalInfo({ id: 8, amount: 300, status, paidAt: status === "paid" ? "2026-11-22T10:05:00.000Z" : null })],
  });

  function startWithdraw(loads: WithdrawData[]) {
    const load = answers(loads);
    const balance = balanceFollower();
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadWithdraw: load.logic,
          bindBankAccount: fromPromise<void, BindBankAccountRequest>(async () => undefined),
          requestWithdrawal: fromPromise(async () => withdrawalInfo()),
          followBalance: balance.logic,
        },
        actions: { balanceChanged: () => {} },
      }),
      { input: { keyPrefix: "k" } },
    ).start();
    return { actor, load, balance };
  }

  it("reads the list again when the balance moves while a withdrawal is pending, and shows it paid", async () => {
    const { actor, load, balance } = startWithdraw([withdrawalsWith("pending"), withdrawalsWith("paid")]);
    await waitFor(actor, (s) => s.matches("ready"));
    balance.move();
    const after = await waitFor(actor, (s) => s.matches("ready"));
    expect(load.calls.count).toBe(2);
    expect(after.context.withdrawals.map((w) => w.status)).toEqual(["paid"]);
    actor.stop();
  });

  it("shows a rejection's refund in the page's balance too", async () => {
    const { actor, balance } = startWithdraw([withdrawalsWith("pending", 700), withdrawalsWith("rejected", 1000)]);
    await waitFor(actor, (s) => s.matches("ready"));
    balance.move();
    const after = await waitFor(actor, (s) => s.matches("ready"));
    expect(after.context.withdrawals.map((w) => w.status)).toEqual(["rejected"]);
    expect(after.context.balance).toBe(1000);
    actor.stop();
  });

  it("does not read the list when nothing in it is pending", async () => {
    const { actor, load, balance } = startWithdraw([withdrawalsWith("paid")]);
    await waitFor(actor, (s) => s.matches("ready"));
    balance.move();
    expect(actor.getSnapshot().matches("ready")).toBe(true);
    expect(load.calls.count).toBe(1);
    actor.stop();
  });
});
