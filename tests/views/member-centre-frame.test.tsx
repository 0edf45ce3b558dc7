// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createActor, fromTransition } from "xstate";
import type { AppActor } from "../../src/app/app-actor";
import { AppActorProvider } from "../../src/app/app-context";
import { i18n } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { loadFloatingParts } from "../../src/views/common/deferred-floating";
import { pageTitleOf } from "../../src/views/common/page-title";
import { AccountMenu } from "../../src/views/shell/AccountMenu";
import { MemberCentreNav } from "../../src/views/wallet/MemberCentreNav";
import { renderInRouter } from "./in-router";

/** A root actor stand-in whose context is what the header reads (member, role, counts); it records what it is sent. */
function fakeApp(role: "member" | "agent" | "trial", sent: string[] = []) {
  const logic = fromTransition((state: Record<string, unknown>, event: { type: string }) => {
    sent.push(event.type);
    return state;
  }, { member: { nickname: "Demo", userName: "demo", availablePromoCount: 2 }, role, unreadCount: 3 });
  return createActor(logic).start() as unknown as AppActor;
}

async function openMenu(role: "member" | "agent" | "trial", sent: string[] = []) {
  act(() => i18n.activate("en"));
  render(
    <AppProviders>
      <AppActorProvider actor={fakeApp(role, sent)}>{renderInRouter(<AccountMenu />)}</AppActorProvider>
    </AppProviders>,
  );
  // The menu's code loads on first use (deferred-floating.tsx); under a busy test worker that first import takes longer
  // than a query waits, so it is loaded here first: these tests are about the items, not the loading.
  await act(() => loadFloatingParts());
  // A trial account has no name of its own: the menu reads "Trial" (the catalogue's word), a member's reads the nickname.
  await userEvent.click(await screen.findByRole("button", { name: `Account menu: ${role === "trial" ? "Trial" : "Demo"}` }));
  // Mantine's dropdown under jsdom stays in its opening transition: its items are found as hidden elements.
  await screen.findAllByRole("menuitem", { hidden: true });
  return (name: string) => screen.queryAllByRole("menuitem", { hidden: true }).find((item) => item.textContent === name) ?? null;
}

describe("the account menu", () => {
  it("opens the security centre as My account, and the invitation page for a member", async () => {
    const item = await openMenu("member");
    expect(item("My account")?.getAttribute("href")).toBe("/member/securityCenter");
    expect(item("Invite friends")?.getAttribute("href")).toBe("/member/referral");
    expect(item("Affiliate application")?.getAttribute("href")).toBe("/agent/affiliateApplication");
    expect(item("Safer play")?.getAttribute("href")).toBe("/member/responsibleGaming");
    expect(item("Agent")).toBeNull();
  });

  it("reads Agent for an agent and opens the agent centre", async () => {
    const item = await openMenu("agent");
    expect(item("Agent")?.getAttribute("href")).toBe("/agentHome");
    expect(item("Invite friends")).toBeNull();
    expect(item("Affiliate application")).toBeNull();
  });

  it("asks a trial account for a real one instead of opening a member page", async () => {
    const sent: string[] = [];
    const item = await openMenu("trial", sent);
    expect(item("My account")?.getAttribute("href")).toBeNull();
    await userEvent.click(item("My account")!, { pointerEventsCheck: 0 });
    expect(sent).toContain("REAL_ACCOUNT.REQUIRED");
  });
});

describe("the member centre's frame", () => {
  it("shows the red counts it is given beside their pages, none for the others", async () => {
    act(() => i18n.activate("en"));
    render(<AppProviders>{renderInRouter(<MemberCentreNav current="securityCenter" badges={{ messageV2: 3, rewardCenter: 0 }} />, "/member/securityCenter")}</AppProviders>);
    const nav = await screen.findByRole("navigation", { name: "Member centre" });
    expect(within(nav).getByRole("link", { name: /^Messages/ }).textContent).toBe("Messages3");
    expect(within(nav).getByRole("link", { name: /^Reward centre/ }).textContent).toBe("Reward centre");
    expect(within(nav).getByRole("link", { name: "Security centre" }).getAttribute("aria-current")).toBe("page");
  });

  it("names each member page by its own title, and an unknown one not found", () => {
    const title = (page: string) => i18n._(pageTitleOf({ routeId: "/member/$page", pathname: `/member/${page}`, params: { page }, title: undefined }));
    act(() => i18n.activate("en"));
    expect(title("securityCenter")).toBe("Security centre");
    expect(title("messageV2")).toBe("Messages");
    expect(title("nonsense")).toBe("Page not found");
  });
});
