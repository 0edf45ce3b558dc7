import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { TransferUplineContext } from "../../machines/transfer-upline.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { TransferUpline } from "../../src/views/wallet/TransferUpline";
import { transferUplineModel } from "../machines/transfer-upline.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";

async function expectUplineScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as TransferUplineContext;
  if (snapshot.matches("loading")) return expectLoading();
  if (snapshot.matches("loadFailed")) {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (snapshot.matches("done")) {
    expect((await screen.findByRole("status")).textContent).toBe("Transferred ฿10.00 to subagent. Your balance is now ฿990.00.");
    return;
  }
  expect(await screen.findByText(`Main wallet balance: ฿${c.balance.toLocaleString("en-US", { minimumFractionDigits: 2 })}`)).toBeTruthy();
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(c.amountText);
  if (c.problem) expectText(PROBLEM_TEXT[c.problem]!);
  if (c.error) expectText("NO_UPLINE");
}

const uplineView: ViewModel<typeof transferUplineModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <TransferUpline flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectUplineScreen,
  async perform(event, user) {
    switch (event.type) {
      case "AMOUNT.CHANGE":
        typeInto("Amount", (event as unknown as { text: string }).text);
        return true;
      case "UPLINE.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Transfer to upline" }));
        return true;
      case "UPLINE.AGAIN":
        await user.click(screen.getByRole("button", { name: "Transfer again" }));
        return true;
      case "UPLINE.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(transferUplineModel, uplineView);
