import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { DownlineListContext } from "../../machines/downline-list.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { DownlineList } from "../../src/views/agent/DownlineList";
import { downlineListModel } from "../machines/downline-list.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, typeInto } from "./wallet-view-helpers";

async function expectListScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as DownlineListContext;
  expect(((await screen.findByLabelText("Search by username")) as HTMLInputElement).value).toBe(c.keywordText);
  if (snapshot.matches("loading")) return expectLoading();
  if (snapshot.matches("failed")) {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  const table = await screen.findByRole("table", { name: "Downlines" });
  expect(within(table).getByText("player1")).toBeTruthy();
  expect(within(table).getByText("Real-time salary 0.5%")).toBeTruthy();
  expect(screen.getByText("25 downlines")).toBeTruthy();
  expect(screen.getByRole("button", { name: `Page ${c.query.pageNo}` }).getAttribute("data-active")).toBe("true");
  expect(screen.queryByRole("button", { name: "Show all" }) !== null).toBe(c.query.keyword !== "");
}

const listView: ViewModel<typeof downlineListModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <DownlineList flow={actor} title="Downline management" />
    </AppProviders>
  ),
  expectScreen: expectListScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "SEARCH.CHANGE":
        typeInto("Search by username", (event as unknown as { text: string }).text);
        return true;
      case "SEARCH.SUBMIT":
        await user.click(screen.getByRole("button", { name: "Search" }));
        return true;
      case "SEARCH.CLEAR":
        // "Show all" is offered only after a search by a name.
        if ((snapshot.context as DownlineListContext).query.keyword === "") return false;
        await user.click(screen.getByRole("button", { name: "Show all" }));
        return true;
      case "PAGE.SET":
        await user.click(screen.getByRole("button", { name: `Page ${(event as unknown as { pageNo: number }).pageNo}` }));
        return true;
      case "DOWNLINES.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(downlineListModel, listView);
