import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { DownlineList } from "../../src/views/agent/DownlineList";
import { downlineListModel } from "../machines/downline-list.model";
import { followDownlineList } from "../machines/downline-list.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, typeInto } from "./wallet-view-helpers";

/** The screen after the path's events (downline-list.oracle.ts) with the answer's rows (fixtures/agent.ts), in English. */
async function expectListScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const flow = followDownlineList(events);
  expect(((await screen.findByLabelText("Search by username")) as HTMLInputElement).value).toBe(flow.typed);
  if (flow.phase === "loading") return expectLoading();
  if (flow.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByText("Network link is abnormal, please try again")).toBeTruthy();
    return;
  }
  const table = await screen.findByRole("table", { name: "Downlines" });
  expect(within(table).getByText("player1")).toBeTruthy();
  expect(within(table).getByText("Real-time salary 0.5%")).toBeTruthy();
  expect(screen.getByText(`${flow.page!.total} downlines`)).toBeTruthy();
  expect(screen.getByRole("button", { name: `Page ${flow.query.pageNo}` }).getAttribute("data-active")).toBe("true");
  expect(screen.queryByRole("button", { name: "Show all" }) !== null).toBe(flow.query.keyword !== "");
}

const listView: ViewModel<typeof downlineListModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <DownlineList flow={actor} title="Downline management" />
    </AppProviders>
  ),
  expectScreen: expectListScreen,
  async perform(event, user) {
    switch (event.type) {
      case "SEARCH.CHANGE":
        typeInto("Search by username", (event as unknown as { text: string }).text);
        return true;
      case "SEARCH.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Search" }));
        return true;
      case "SEARCH.CLEAR":
        // "Show all" is offered only after a search by a name.
        if (!screen.queryByRole("button", { name: "Show all" })) return false;
        await user.click(screen.getByRole("button", { name: "Show all" }));
        return true;
      case "PAGE.SET": {
        // There is no button for a page before the first.
        const button = screen.queryByRole("button", { name: `Page ${(event as unknown as { pageNo: number }).pageNo}` });
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "DOWNLINES.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(downlineListModel, listView);
