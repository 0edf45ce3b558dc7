import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { BalanceDisplay } from "../../src/views/shell/BalanceDisplay";
import { balanceModel } from "../machines/balance.model";
import { balanceAfter } from "../machines/balance.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** What the header shows, from the path's events (the oracle's reading of them): spec section 9, two decimals and separators. */
async function expectBalanceScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const b = balanceAfter(events);
  const group = await screen.findByRole("group", { name: "Balance" });
  const amount = within(group).getByTestId("balance-amount");
  const shown = b.balance && `฿${b.balance.sumBalance.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (b.amount === "failed") expect(amount.textContent).toBe("—");
  else if (b.masked) expect(amount.textContent).toBe("***");
  else if (shown) expect(amount.textContent).toBe(shown);
  else expect(within(group).getByLabelText("Loading balance")).toBeTruthy();
  expect(within(group).getByRole("button", { name: b.masked ? "Show balance" : "Hide balance" })).toBeTruthy();
}

const balanceView: ViewModel<typeof balanceModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <BalanceDisplay balance={actor} />
    </AppProviders>
  ),
  expectScreen: expectBalanceScreen,
  async perform(event, user, snapshot) {
    if (event.type === "BALANCE.REFRESH") {
      await user.click(screen.getByRole("button", { name: "Refresh balance" }));
      return true;
    }
    if (event.type === "BALANCE.TOGGLE_VISIBILITY") {
      await user.click(screen.getByRole("button", { name: snapshot.matches({ display: "masked" }) ? "Show balance" : "Hide balance" }));
      return true;
    }
    return false;
  },
};

describeViewPaths(balanceModel, balanceView);
