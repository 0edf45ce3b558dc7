import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { BankField } from "../../machines/withdraw.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { Withdraw } from "../../src/views/wallet/Withdraw";
import { withdrawModel } from "../machines/withdraw.model";
import { pageAfter } from "../machines/withdraw.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, selectIn, typeInto } from "./wallet-view-helpers";

const BANK_LABELS: Record<BankField, string> = { bankCode: "Bank", accountNumber: "Account number", accountName: "Account name", paymentPassword: "New payment password (6 digits)", loginPassword: "Login password" };

/** Expected texts from the path's events (read by the model's oracle), the fixtures the fakes answered and the catalogue. */
async function expectWithdrawScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = pageAfter(events);
  if (p.phase === "loading") return expectLoading();
  if (p.phase === "loadFailed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  expect(await screen.findByRole("table", { name: "Withdrawals" })).toBeTruthy();
  const last = events.at(-1) as EventObject & { error?: { message?: string } };
  if (p.phase === "binding" || p.phase === "bindingBank") {
    expectText("Bind a bank account before your first withdrawal.");
    for (const [field, label] of Object.entries(BANK_LABELS)) expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(p.bank[field as BankField]);
    if (last.type === "BANK.SUBMIT" && !/^\d{10,15}$/.test(p.bank.accountNumber)) expectText("10 to 15 digits");
    if (last.type === "xstate.error.actor.bindBankAccount") expectText(last.error!.message!);
    return;
  }
  expectText("To: Kasikornbank ******7890 (Demo Member)");
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(p.amountText);
  expect((screen.getByLabelText("Payment password") as HTMLInputElement).value).toBe(p.password);
  if (p.problem) expectText(PROBLEM_TEXT[p.problem]!);
  if (p.result) expectText(`Withdrawal request #${p.result.id} for ฿${p.result.amount.toFixed(2)} sent.`);
  if (last.type === "xstate.error.actor.requestWithdrawal") expectText(last.error!.message!);
  expect(screen.getAllByRole("button", { name: "Confirm receipt" }).length).toBe(p.withdrawals.filter((w) => w.status === "paid").length);
}

const withdrawView: ViewModel<typeof withdrawModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Withdraw flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectWithdrawScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "BANK.CHANGE": {
        const { field, value } = event as unknown as { field: BankField; value: string };
        if (field === "bankCode") selectIn(BANK_LABELS[field], value);
        else typeInto(BANK_LABELS[field], value);
        return true;
      }
      case "BANK.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Bind bank account" }));
        return true;
      case "AMOUNT.CHANGE":
        typeInto("Amount", (event as unknown as { text: string }).text);
        return true;
      case "PASSWORD.CHANGE":
        typeInto("Payment password", (event as unknown as { text: string }).text);
        return true;
      case "WITHDRAW.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Withdraw" }));
        return true;
      case "WITHDRAW.REFRESH":
        await user.click(screen.getByRole("button", { name: snapshot.matches("loadFailed") ? "Try again" : "Refresh status" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(withdrawModel, withdrawView);
