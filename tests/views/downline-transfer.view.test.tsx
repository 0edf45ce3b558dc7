import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { DownlineTransferContext } from "../../machines/downline-transfer.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { DownlineTransfer } from "../../src/views/agent/DownlineTransfer";
import { downlineTransferModel } from "../machines/downline-transfer.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";

async function expectTransferScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as DownlineTransferContext;
  if (snapshot.matches("loading")) return expectLoading();
  if (snapshot.matches("loadFailed")) {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (snapshot.matches("done")) {
    expect((await screen.findByRole("status")).textContent).toBe("Transferred ฿10.00 to player1. Your balance is now ฿990.00.");
    return;
  }
  expect(await screen.findByText("To: player1")).toBeTruthy();
  expect(screen.getByText(`Main wallet balance: ฿${c.balance.toLocaleString("en-US", { minimumFractionDigits: 2 })}`)).toBeTruthy();
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(c.amountText);
  if (c.problem) expectText(PROBLEM_TEXT[c.problem]!);
  if (c.error) expectText("NOT_DIRECT_DOWNLINE");
}

const transferView: ViewModel<typeof downlineTransferModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <DownlineTransfer flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectTransferScreen,
  async perform(event, user) {
    switch (event.type) {
      case "AMOUNT.CHANGE":
        typeInto("Amount", (event as unknown as { text: string }).text);
        return true;
      case "DOWNLINE_TRANSFER.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Transfer to downline" }));
        return true;
      case "DOWNLINE_TRANSFER.AGAIN":
        await user.click(screen.getByRole("button", { name: "Transfer again" }));
        return true;
      case "DOWNLINE_TRANSFER.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(downlineTransferModel, transferView);
