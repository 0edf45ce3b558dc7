import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createActor, waitFor, type Actor } from "xstate";
import type { ApiClient } from "../../src/api/http-client";
import { setPageDeps } from "../../src/app/page-deps";
import { createWalletFlows, walletFlows } from "../../src/app/wallet-flows";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { Withdraw } from "../../src/views/wallet/Withdraw";
import { withdrawalInfo, withdrawInfo } from "../fixtures/wallet";

/**
 * docs/features.md "Wallet": a flow that moved money or changed a request asks the header balance to refresh. A confirmed
 * withdrawal receipt (withdrawalConfirmed) refreshes the header balance and the withdraw page's list of withdrawals.
 */
function fakeApi(confirmFails = false) {
  const calls: Array<{ name: string; body?: unknown; key?: string }> = [];
  const answers: Record<string, () => unknown> = {
    withdrawInfo: () => withdrawInfo(),
    withdrawals: () => ({ content: [withdrawalInfo()] }),
    balance: () => ({ sumBalance: 1000, balance: [{ accountTypeId: 0, availBalance: 1000 }], currency: "THB", currencySymbol: "฿" }),
    confirmWithdrawal: () => {
      if (confirmFails) throw new Error("system busy");
      return withdrawalInfo({ status: "confirmed", confirmBy: null });
    },
  };
  const api = {
    request: vi.fn(async (name: string, options: { body?: unknown; idempotencyKey?: string } = {}) => {
      calls.push({ name, body: options.body, key: options.idempotencyKey });
      return answers[name]!();
    }),
  } as unknown as ApiClient;
  return { api, calls };
}

const actors: Array<Actor<never>> = [];
beforeAll(() => activateLanguage("en"));
afterEach(() => {
  actors.splice(0).forEach((actor) => actor.stop());
});

async function confirmAllReceived(flows: ReturnType<typeof createWalletFlows>) {
  const confirmation = createActor(flows.withdrawalConfirmation, { input: { keyPrefix: "page1", withdrawal: withdrawalInfo(), autoReceiptMinutes: 30 } });
  actors.push(confirmation as never);
  confirmation.start();
  confirmation.send({ type: "CONFIRM.KIND", kind: "allReceived" });
  confirmation.send({ type: "CONFIRM.REVIEW" });
  confirmation.send({ type: "CONFIRM.SUBMIT" });
  return waitFor(confirmation, (s) => s.matches("done") || s.matches("failed"));
}

describe("withdrawalConfirmed in the app's wallet flows", () => {
  it("refreshes the header balance once the statement is recorded, and not before", async () => {
    const { api, calls } = fakeApi();
    const onBalanceChanged = vi.fn();
    const snapshot = await confirmAllReceived(createWalletFlows(api, onBalanceChanged));
    expect(snapshot.matches("done")).toBe(true);
    expect(calls.filter((c) => c.name === "confirmWithdrawal")).toEqual([{ name: "confirmWithdrawal", body: { withdrawalId: 5, kind: "allReceived" }, key: "page1-5" }]);
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
  });

  it("does not refresh anything when the statement fails", async () => {
    const { api } = fakeApi(true);
    const onBalanceChanged = vi.fn();
    const snapshot = await confirmAllReceived(createWalletFlows(api, onBalanceChanged));
    expect(snapshot.matches("failed")).toBe(true);
    expect(onBalanceChanged).not.toHaveBeenCalled();
  });

  it("reloads the withdraw page's list of withdrawals", async () => {
    const { api, calls } = fakeApi();
    const flows = createWalletFlows(api, () => {});
    const withdraw = createActor(flows.withdraw, { input: { keyPrefix: "page1" } });
    actors.push(withdraw as never);
    withdraw.start();
    render(
      <AppProviders>
        <Withdraw flow={withdraw} />
      </AppProviders>,
    );
    expect(await screen.findByRole("button", { name: "Confirm receipt" })).toBeTruthy();
    expect(calls.filter((c) => c.name === "withdrawals")).toHaveLength(1);
    await act(async () => {
      await confirmAllReceived(flows);
    });
    await waitFor(withdraw, (s) => s.matches("ready"));
    expect(calls.filter((c) => c.name === "withdrawals")).toHaveLength(2);
  });

  it("on the withdraw page: the dialog stays open through the reload and says thank you", async () => {
    const { api, calls } = fakeApi();
    const onBalanceChanged = vi.fn();
    setPageDeps({ api, language: () => "EN", onBalanceChanged, openRecovery: () => {} });
    const withdraw = createActor(walletFlows().withdraw, { input: { keyPrefix: "page2" } });
    actors.push(withdraw as never);
    withdraw.start();
    render(
      <AppProviders>
        <Withdraw flow={withdraw} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Confirm receipt" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdrawal confirmation" });
    await user.click(within(dialog).getByLabelText("All received"));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe("Thank you: your confirmation was recorded.");
    expect(onBalanceChanged).toHaveBeenCalledTimes(1);
    await waitFor(withdraw, (s) => s.matches("ready"));
    expect(calls.filter((c) => c.name === "withdrawals")).toHaveLength(2);
  });
});
