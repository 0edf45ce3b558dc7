// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { DrawerSiteLinks, FooterSiteLinks } from "../../src/views/shell/SiteLinks";
import { renderInRouter } from "./in-router";

/** Safer play is one of the site's pages: every page's footer and the phones' drawer link to it. */
describe("the site links", () => {
  it.each([
    ["footer", <FooterSiteLinks key="footer" />],
    ["phone drawer", <DrawerSiteLinks key="drawer" onNavigate={() => undefined} />],
  ])("the %s links to safer play", async (_, links) => {
    act(() => i18n.activate("en"));
    render(<AppProviders>{renderInRouter(links)}</AppProviders>);
    const nav = await screen.findByRole("navigation", { name: "Site" });
    expect(within(nav).getByRole("link", { name: "Safer play" }).getAttribute("href")).toBe("/member/responsibleGaming");
  });
});
