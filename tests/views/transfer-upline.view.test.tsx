import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { TransferUpline } from "../../src/views/wallet/TransferUpline";
import { transferUplineModel } from "../machines/transfer-upline.model";
import { uplinePageAfter } from "../machines/transfer-upline.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";

const money = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Expected texts from the path's events (the oracle's reading of them), the fakes' answers and the catalogue. */
async function expectUplineScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = uplinePageAfter(events);
  if (p.phase === "loading") return expectLoading();
  if (p.phase === "loadFailed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (p.phase === "done") {
    const r = p.result!;
    expect((await screen.findByRole("status")).textContent).toBe(`Transferred ${money(r.amount)} to ${r.uplineName}. Your balance is now ${money(r.balanceAfter)}.`);
    return;
  }
  expect(await screen.findByText(`Main wallet balance: ${money(p.balance)}`)).toBeTruthy();
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(p.amountText);
  if (p.problem) expectText(PROBLEM_TEXT[p.problem]!);
  if (p.error) expectText("NO_UPLINE");
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
