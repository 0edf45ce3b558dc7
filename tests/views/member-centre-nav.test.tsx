// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { i18n } from "../../src/i18n";
import { MEMBER_PAGES, type MemberPage } from "../../src/routes/route-table";
import { AppProviders } from "../../src/views/AppProviders";
import { MemberCentreNav } from "../../src/views/wallet/MemberCentreNav";

function renderNav(page: string, badges?: Partial<Record<MemberPage, number>>) {
  const root = createRootRoute({ component: Outlet });
  const member = createRoute({
    getParentRoute: () => root,
    path: "/member/$page",
    component: function Page() {
      return <MemberCentreNav current={member.useParams().page} badges={badges} />;
    },
  });
  const history = createMemoryHistory({ initialEntries: [`/member/${page}`] });
  const router = createRouter({ routeTree: root.addChildren([member]), history });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return history;
}

describe("the member centre's menu", () => {
  it("links every member-centre page and marks the current one", async () => {
    act(() => i18n.activate("en"));
    renderNav("withdraw");
    const nav = await screen.findByRole("navigation", { name: "Member centre" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(MEMBER_PAGES.map((page) => `/member/${page}`));
    expect(within(nav).getByRole("link", { name: "Withdraw" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Deposit" }).getAttribute("aria-current")).toBeNull();
  });

  it("moves to the page picked on a phone", async () => {
    act(() => i18n.activate("en"));
    const history = renderNav("depositv2");
    const picker = await screen.findByRole("combobox", { name: "Member centre" });
    await userEvent.selectOptions(picker, "Betting records");
    await screen.findByRole("link", { name: "Betting records", current: "page" });
    expect(history.location.pathname).toBe("/member/personalHistoryCopy");
  });

  it("shows the red counts on the mission, message and reward items, and none at zero", async () => {
    act(() => i18n.activate("en"));
    renderNav("withdraw", { messageV2: 3, missionLeaderboard: 1, rewardCenter: 0 });
    const nav = await screen.findByRole("navigation", { name: "Member centre" });
    expect(within(nav).getByRole("link", { name: "Messages 3" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Mission leaderboard 1" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Reward centre" })).toBeTruthy();
    const picker = screen.getByRole("combobox", { name: "Member centre" });
    const options = within(picker).getAllByRole("option").map((o) => o.textContent);
    expect(options).toContain("Messages (3)");
    expect(options).toContain("Mission leaderboard (1)");
    expect(options).toContain("Reward centre");
  });

  it("caps a big count at 99+", async () => {
    act(() => i18n.activate("en"));
    renderNav("withdraw", { messageV2: 250 });
    const nav = await screen.findByRole("navigation", { name: "Member centre" });
    expect(within(nav).getByRole("link", { name: "Messages 99+" })).toBeTruthy();
    expect(within(screen.getByRole("combobox", { name: "Member centre" })).getByRole("option", { name: "Messages (99+)" })).toBeTruthy();
  });
});
