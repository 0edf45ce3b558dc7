import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { ManualRebate } from "../../src/views/member/rebate/ManualRebate";
import { manualRebateModel } from "../machines/manual-rebate.model";
import { rebatePageAfter } from "../machines/manual-rebate.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading } from "./wallet-view-helpers";

const money = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Spec section 9's display rates, category names as the game menus read in English; card games show "-". */
const RATES: [string, string][] = [
  ["Lottery", "1%"],
  ["E-lottery", "1%"],
  ["Card games", "-"],
  ["Fishing", "1%"],
  ["Slots", "1.2%"],
  ["Live casino", "0.8%"],
  ["Sports", "1%"],
  ["E-sports", "1%"],
];

/** The catalogue's text per failed claim (English). */
const CLAIM_ERROR_TEXT: Record<string, string> = {
  network: "Network link is abnormal, please try again",
  REBATE_ALREADY_CLAIMED: "This rebate was already claimed; the page now shows what is due",
  REBATE_NOTHING_DUE: "There is no rebate to claim",
};

/** The screen after the path's events (manual-rebate.oracle.ts) with the fakes' answers (fixtures/referral.ts), in English. */
async function expectRebateScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = rebatePageAfter(events);
  if (p.phase === "loading") await expectLoading();
  if (p.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByText("Network link is abnormal, please try again")).toBeTruthy();
    return;
  }
  const status = screen.queryByRole("status");
  expect(status?.textContent ?? null).toBe(p.result ? `Rebate of ${money(p.result.amount)} credited to your main wallet for ${p.result.betCount} bets.` : null);
  const claimError = p.claimError ? CLAIM_ERROR_TEXT[p.claimError.errorCode ?? p.claimError.kind] : undefined;
  for (const text of Object.values(CLAIM_ERROR_TEXT)) expect(screen.queryByText(text) !== null, text).toBe(text === claimError);
  const info = p.info;
  if (!info) return;
  const rows = within(await screen.findByRole("table", { name: "Rebate by category" })).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual(
    RATES.map(([name, rate], i) => {
      const row = info.categories[i]!;
      return [name, rate, money(row.validBet), rate === "-" ? "-" : money(row.rebate)];
    }),
  );
  expect(screen.getByTestId("rebate-total").textContent).toBe(`Total rebate: ${money(info.total)}`);
  const claim = screen.getByRole("button", { name: "Claim rebate" }) as HTMLButtonElement;
  expect(claim.disabled).toBe(info.total === 0 || p.phase !== "ready");
  expect(screen.queryByText("Nothing to claim yet: the rebate grows with your valid bets.") !== null).toBe(info.total === 0);
  const history = within(screen.getByRole("table", { name: "Rebate history" })).getAllByRole("row").slice(1);
  expect(history.map((row) => within(row).getAllByRole("cell").slice(1).map((cell) => cell.textContent))).toEqual(
    info.history.map((claimRow) => [money(claimRow.amount), String(claimRow.betCount)]),
  );
}

const rebateView: ViewModel<typeof manualRebateModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <ManualRebate flow={actor} title="Manual rebate" />
    </AppProviders>
  ),
  expectScreen: expectRebateScreen,
  async perform(event, user) {
    switch (event.type) {
      case "REBATE.CLAIM": {
        // Nothing due: the button is disabled, a person cannot claim.
        const button = screen.getByRole("button", { name: "Claim rebate" }) as HTMLButtonElement;
        if (button.disabled) return false;
        await user.click(button);
        return true;
      }
      case "REBATE.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(manualRebateModel, rebateView);
