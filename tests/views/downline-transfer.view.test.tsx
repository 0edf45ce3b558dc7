import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { DownlineTransfer } from "../../src/views/agent/DownlineTransfer";
import { downlineTransferModel } from "../machines/downline-transfer.model";
import { followDownlineTransfer } from "../machines/downline-transfer.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";

/** Money as the spec shows a balance: two decimals with thousands separators, in baht (the fixtures' currency). */
const baht = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The screen after the path's events (downline-transfer.oracle.ts), in English. */
async function expectTransferScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const flow = followDownlineTransfer(events);
  if (flow.phase === "loading") return expectLoading();
  if (flow.phase === "loadFailed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (flow.phase === "done") {
    const r = flow.result!;
    expect((await screen.findByRole("status")).textContent).toBe(`Transferred ${baht(r.amount)} to ${r.downlineName}. Your balance is now ${baht(r.balanceAfter)}.`);
    return;
  }
  expect(await screen.findByText("To: player1")).toBeTruthy();
  expect(screen.getByText(`Main wallet balance: ${baht(flow.balance!)}`)).toBeTruthy();
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(flow.typed);
  if (flow.problem) expectText(PROBLEM_TEXT[flow.problem]!);
  if (flow.error) expectText(flow.error.message!);
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
