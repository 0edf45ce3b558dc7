import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { TransferContext } from "../../machines/transfer.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { TransferFund } from "../../src/views/wallet/TransferFund";
import { transferModel } from "../machines/transfer.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, selectIn, typeInto } from "./wallet-view-helpers";

async function expectTransferScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as TransferContext;
  if (snapshot.matches("loading")) return expectLoading();
  if (snapshot.matches("loadFailed")) {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expectText("Network link is abnormal, please try again");
    return;
  }
  expect(await screen.findByRole("table", { name: "Wallets" })).toBeTruthy();
  expect(screen.getByTestId("wallet-0").textContent).toBe(`฿${(c.balances.find((b) => b.accountTypeId === 0)?.availBalance ?? 0).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(c.amountText);
  if (c.problem) expectText(PROBLEM_TEXT[c.problem]!);
  if (c.result) expectText(`Transferred ฿${c.result.amount.toFixed(2)}`);
  if (c.recalled !== undefined) expectText(`Recalled ฿${c.recalled.toFixed(2)} to the main wallet`);
  if (c.error && snapshot.matches("ready")) expect(screen.getByRole("alert")).toBeTruthy();
  const transfer = screen.getByRole("button", { name: "Transfer" });
  expect(transfer.hasAttribute("data-loading")).toBe(snapshot.matches("submitting"));
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
