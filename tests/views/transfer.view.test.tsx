import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { TransferFund } from "../../src/views/wallet/TransferFund";
import { transferModel } from "../machines/transfer.model";
import { transferPageAfter } from "../machines/transfer.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, selectIn, typeInto } from "./wallet-view-helpers";

const money = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Expected texts from the path's events (the oracle's reading of them), the fakes' answers and the catalogue. */
async function expectTransferScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = transferPageAfter(events);
  if (p.phase === "loading") return expectLoading();
  if (p.phase === "loadFailed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expectText("Network link is abnormal, please try again");
    return;
  }
  expect(await screen.findByRole("table", { name: "Wallets" })).toBeTruthy();
  expect(screen.getByTestId("wallet-0").textContent).toBe(money(p.balances.find((b) => b.accountTypeId === 0)?.availBalance ?? 0));
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(p.amountText);
  if (p.problem) expectText(PROBLEM_TEXT[p.problem]!);
  if (p.result) expectText(`Transferred ${money(p.result.amount)}`);
  if (p.recalled !== undefined) expectText(`Recalled ${money(p.recalled)} to the main wallet`);
  if (p.error && p.phase === "ready") expect(screen.getByRole("alert")).toBeTruthy();
  const transfer = screen.getByRole("button", { name: "Transfer" });
  expect(transfer.hasAttribute("data-loading")).toBe(p.phase === "submitting");
}

const transferView: ViewModel<typeof transferModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <TransferFund flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectTransferScreen,
  async perform(event, user) {
    switch (event.type) {
      case "AMOUNT.CHANGE":
        typeInto("Amount", (event as unknown as { text: string }).text);
        return true;
      case "TRANSFER.FROM":
        selectIn("From", String((event as unknown as { accountTypeId: number }).accountTypeId));
        return true;
      case "TRANSFER.TO":
        selectIn("To", String((event as unknown as { accountTypeId: number }).accountTypeId));
        return true;
      case "TRANSFER.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Transfer" }));
        return true;
      case "TRANSFER.RECALL":
        await user.click(screen.getByRole("button", { name: "Recall all to main wallet" }));
        return true;
      case "TRANSFER.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(transferModel, transferView);
