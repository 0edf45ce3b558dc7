import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Records } from "../../src/views/wallet/Records";
import { recordsModel } from "../machines/records.model";
import { queryAfter } from "../machines/records.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { selectIn } from "./wallet-view-helpers";

/** A range end as the page shows it: a medium-style date in English (the view tests run in English). */
const day = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

const PRESETS: Record<number, string> = { [-7]: "Previous 7 days", [-30]: "Previous 30 days", 7: "Next 7 days", 30: "Next 30 days" };

/** The range, filter and state shown come from the path's events (the oracle's reading of them). */
async function expectRecordsScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const q = queryAfter(events);
  expect((await screen.findByTestId("records-range")).textContent).toBe(`${day(q.start)} – ${day(q.end)}`);
  expect((screen.getByLabelText("Filter") as HTMLSelectElement).value).toBe(q.type ?? "");
  if (q.phase === "loading") expect(screen.getByLabelText("Loading")).toBeTruthy();
  if (q.phase === "failed") expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  if (q.phase === "ready") {
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
      {
        // Page 0 has no button: it comes from elsewhere (a stale link), not from a person.
        const page = screen.queryByRole("button", { name: `Page ${(event as unknown as { pageNo: number }).pageNo}` });
        if (!page) return false;
        await user.click(page);
        return true;
      }
      case "RECORDS.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(recordsModel, recordsView);
