import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { BalanceDisplay } from "../../src/views/shell/BalanceDisplay";
import { balanceModel } from "../machines/balance.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

async function expectBalanceScreen(snapshot: AnyMachineSnapshot) {
  const group = await screen.findByRole("group", { name: "Balance" });
  const amount = within(group).getByTestId("balance-amount");
  if (snapshot.matches({ amount: "failed" })) expect(amount.textContent).toBe("—");
  else if (snapshot.matches({ display: "masked" })) expect(amount.textContent).toBe("***");
  else if (snapshot.context.balance) expect(amount.textContent).toBe("฿1,234.50");
  else expect(within(group).getByLabelText("Loading balance")).toBeTruthy();
  expect(within(group).getByRole("button", { name: snapshot.matches({ display: "masked" }) ? "Show balance" : "Hide balance" })).toBeTruthy();
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
