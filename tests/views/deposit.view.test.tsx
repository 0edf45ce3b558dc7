import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Deposit } from "../../src/views/wallet/Deposit";
import { depositModel } from "../machines/deposit.model";
import { depositPageAfter } from "../machines/deposit.oracle";
import type { ViewModel } from "./replay-view";
import { renderInRouter } from "./in-router";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, PROBLEM_TEXT, selectIn, typeInto } from "./wallet-view-helpers";

/**
 * What a refused request shows: the server's text when the catalogue has none; at the member's own deposit limit, the
 * limit, what is left of it and when its period resets (Bangkok clock), from the refusal's value.
 */
const REFUSAL_TEXT: Record<string, string> = {
  AMOUNT_OUT_OF_RANGE: "AMOUNT_OUT_OF_RANGE",
  DEPOSIT_LIMIT_REACHED: "This deposit would pass your daily deposit limit of ฿5,000.00: you can deposit up to ฿1,200.50 more until it resets on 3 Dec 2026, 00:00.",
};

/** Expected texts from the path's events (the oracle's reading of them), the fakes' answers and the catalogue. */
async function expectDepositScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = depositPageAfter(events);
  if (p.phase === "loading") return expectLoading();
  if (p.phase === "loadFailed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  expect(await screen.findByRole("table", { name: "Deposit requests" })).toBeTruthy();
  expect((screen.getByLabelText("Deposit channel") as HTMLSelectElement).value).toBe(p.channelId);
  expectText(p.channelId === "bank" ? "Minimum ฿100.00, maximum ฿100,000.00" : "Minimum ฿50.00, maximum ฿50,000.00");
  expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe(p.amountText);
  if (p.problem) expectText(PROBLEM_TEXT[p.problem]!);
  if (p.result) expectText(`Deposit request #${p.result.id} for ฿${p.result.amount.toFixed(2)} sent`);
  if (p.error) expectText(REFUSAL_TEXT[(p.error as { errorCode: string }).errorCode]!);
  const limits = screen.getByRole("link", { name: "Set your own deposit limits (safer play)" });
  expect(limits.getAttribute("href")).toBe("/member/responsibleGaming");
  expect(screen.getAllByRole("row")).toHaveLength(p.deposits.length + 1);
}

const depositView: ViewModel<typeof depositModel.machine> = {
  render: (actor) => (
    <AppProviders>
      {renderInRouter(<Deposit flow={actor} />)}
    </AppProviders>
  ),
  expectScreen: expectDepositScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "AMOUNT.CHANGE":
        typeInto("Amount", (event as unknown as { text: string }).text);
        return true;
      case "DEPOSIT.CHANNEL":
        selectIn("Deposit channel", (event as unknown as { channelId: string }).channelId);
        return true;
      case "DEPOSIT.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Send deposit request" }));
        return true;
      case "DEPOSIT.REFRESH":
        await user.click(screen.getByRole("button", { name: snapshot.matches("loadFailed") ? "Try again" : "Refresh status" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(depositModel, depositView);
