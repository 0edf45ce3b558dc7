import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { BankField, WithdrawContext } from "../../machines/withdraw.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { Withdraw } from "../../src/views/wallet/Withdraw";
import { withdrawModel } from "../machines/withdraw.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, selectIn, typeInto } from "./wallet-view-helpers";

const BANK_LABELS: Record<BankField, string> = { bankCode: "Bank", accountNumber: "Account number", accountName: "Account name", paymentPassword: "New payment password (6 digits)" };

async function expectWithdrawScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as WithdrawContext;
  if (snapshot.matches("loading")) return expectLoading();
  if (snapshot.matches("loadFailed")) {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  expect(await screen.findByRole("table", { name: "Withdrawals" })).toBeTruthy();
  if (snapshot.matches("binding") || snapshot.matches("bindingBank")) {
    expectText("Bind a bank account before your first withdrawal.");
    for (const [field, label] of Object.entries(BANK_LABELS)) expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(c.bank[field as BankField]);
    if (c.bankInvalid.includes("accountNumber")) expectText("10 to 15 digits");
    if (c.error) expectText("PAYMENT_PASSWORD_INCORRECT");
    return;
  }
  expectText("To: Kasikornbank ******7890 (Demo Member)");
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(c.amountText);
  if (c.problem) expectText(PROBLEM_TEXT[c.problem]!);
  if (c.result) expectText(`Withdrawal request #${c.result.id} for ฿${c.result.amount.toFixed(2)} sent.`);
  if (c.error) expectText("PAYMENT_PASSWORD_INCORRECT");
  expect(screen.getAllByRole("button", { name: "Confirm receipt" }).length).toBe(c.withdrawals.filter((w) => w.status === "paid").length);
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
