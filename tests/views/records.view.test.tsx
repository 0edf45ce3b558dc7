import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { RecordsContext } from "../../machines/records.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { Records } from "../../src/views/wallet/Records";
import { recordsModel } from "../machines/records.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { selectIn } from "./wallet-view-helpers";

const PRESETS: Record<number, string> = { [-7]: "Previous 7 days", [-30]: "Previous 30 days", 7: "Next 7 days", 30: "Next 30 days" };

async function expectRecordsScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as RecordsContext;
  expect((await screen.findByTestId("records-range")).textContent).toBe(`${c.start} – ${c.end}`);
  expect((screen.getByLabelText("Filter") as HTMLSelectElement).value).toBe(c.type ?? "");
  if (snapshot.matches("loading")) expect(screen.getByLabelText("Loading")).toBeTruthy();
  if (snapshot.matches("failed")) expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  if (snapshot.matches("ready")) {
    expect(within(screen.getByRole("table", { name: "Records" })).getByText("Deposit")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page 2" })).toBeTruthy();
  }
}

const recordsView: ViewModel<typeof recordsModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Records flow={actor} title="Transaction history" />
    </AppProviders>
  ),
  expectScreen: expectRecordsScreen,
  async perform(event, user) {
    switch (event.type) {
      case "RANGE.PRESET":
        await user.click(screen.getByRole("button", { name: PRESETS[(event as unknown as { days: number }).days]! }));
        return true;
      case "FILTER.SET":
        selectIn("Filter", (event as unknown as { value?: string }).value ?? "");
        return true;
      case "PAGE.SET":
        await user.click(screen.getByRole("button", { name: `Page ${(event as unknown as { pageNo: number }).pageNo}` }));
        return true;
      case "RECORDS.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(recordsModel, recordsView);
