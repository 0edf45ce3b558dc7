import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { noticesMachine } from "../../machines/notices.machine";
import type { Announcements } from "../../contract";
import { activateLanguage } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { Notices } from "../../src/views/notices/Notices";
import { announcements } from "../fixtures/system";

const many: Announcements = {
  ...announcements(),
  player: Array.from({ length: 8 }, (_, i) => ({ id: 100 + i, title: `Notice ${i + 1}`, content: `<p>Notice body ${i + 1}</p>` })),
  popup: Array.from({ length: 7 }, (_, i) => ({ id: 200 + i, title: `Popup ${i + 1}`, content: `<p>Popup body ${i + 1}</p>` })),
};

function start() {
  const remembered: string[] = [];
  const actor = createActor(
    noticesMachine.provide({
      actors: { fetchAnnouncements: fromPromise(async () => many) },
      actions: { rememberDismissedPopup: (_, { key }) => void remembered.push(key) },
    }),
    { input: { dismissedPopups: [] } },
  ).start();
  render(
    <AppProviders>
      <Notices notices={actor} />
    </AppProviders>,
  );
  return { actor, remembered };
}

describe("notice and popup paging", () => {
  beforeAll(() => activateLanguage("en"));

  it("lists announcement popups five to a page and dismisses them all for the session on close", async () => {
    const user = userEvent.setup();
    const { remembered } = start();
    const list = await screen.findByRole("dialog", { name: "Announcements" });
    expect(within(list).getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual(["Popup 1", "Popup 2", "Popup 3", "Popup 4", "Popup 5"]);
    // The page controls load on their own (a chunk of their own in the build).
    await user.click(await within(list).findByRole("button", { name: "Page 2" }));
    expect(within(list).getAllByRole("region").map((r) => r.getAttribute("aria-label"))).toEqual(["Popup 6", "Popup 7"]);
    await user.click(within(list).getByRole("button", { name: "Close" }));
    expect(remembered).toEqual(many.popup.map((p) => `popup:${p.id}`));
  });

  it("opens the notice modal at the clicked notice with the notices listed six to a page", async () => {
    const user = userEvent.setup();
    const { actor } = start();
    await screen.findByRole("dialog", { name: "Announcements" });
    actor.send({ type: "POPUP.DISMISS" });
    const bar = await screen.findByRole("region", { name: "Notices" });
    await user.click(within(bar).getAllByRole("button", { name: "Notice 8" })[0]!);
    const modal = await screen.findByRole("dialog", { name: "Notice 8" });
    const nav = within(modal).getByRole("navigation", { name: "All notices" });
    expect(within(nav).getAllByRole("button", { name: /^Notice / }).map((b) => b.textContent)).toEqual(["Notice 7", "Notice 8"]);
    expect(within(nav).getByRole("button", { name: "Notice 8" }).getAttribute("aria-current")).toBe("true");
    await user.click(within(nav).getByRole("button", { name: "Page 1" }));
    expect(within(nav).getAllByRole("button", { name: /^Notice / })).toHaveLength(6);
    await user.click(within(nav).getByRole("button", { name: "Notice 3" }));
    expect(await screen.findByRole("dialog", { name: "Notice 3" })).toBeTruthy();
  });
});
