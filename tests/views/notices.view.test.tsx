import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Notices } from "../../src/views/notices/Notices";
import { announcements } from "../fixtures/system";
import { noticesAtStart, noticesModel } from "../machines/notices.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const dialogNamed = (name: string) => screen.queryByRole("dialog", { name });

/** Spec section 9: the announcement popup lists 5 to a page. */
const POPUPS_PER_PAGE = 5;

/** The screen after the path's events (notices.oracle.ts), in English. */
async function expectNoticesScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const flow = noticesAtStart.follow(events);
  if (flow.phase === "loading") {
    // A reload keeps showing the notices already loaded; the first load shows nothing yet.
    const shown = Boolean(flow.announcements);
    await waitFor(() => expect(Boolean(screen.queryByRole("region", { name: "Notices" }))).toBe(shown));
    for (const notice of flow.announcements?.player ?? []) await waitFor(() => expect(dialogNamed(notice.title)).toBeNull());
    return;
  }
  if (flow.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Reload notices" })).toBeTruthy();
    return;
  }
  const bar = await screen.findByRole("region", { name: "Notices" });
  for (const notice of flow.announcements!.player) expect(within(bar).getByRole("button", { name: notice.title })).toBeTruthy();
  const open = flow.announcements!.player[flow.openIndex]!;
  await waitFor(() => expect(Boolean(dialogNamed(open.title))).toBe(flow.modalOpen));
  if (flow.popups.length > 0) {
    // One list of the popups not dismissed this session, five to a page.
    const list = await screen.findByRole("dialog", { name: "Announcements" });
    for (const popup of flow.popups.slice(0, POPUPS_PER_PAGE)) expect(within(list).getByRole("region", { name: popup.title })).toBeTruthy();
    for (const popup of flow.announcements!.popup.filter((p) => !flow.popups.includes(p))) expect(within(list).queryByRole("region", { name: popup.title })).toBeNull();
  } else await waitFor(() => expect(dialogNamed("Announcements")).toBeNull());
}

const noticesView: ViewModel<typeof noticesModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Notices notices={actor} />
    </AppProviders>
  ),
  expectScreen: expectNoticesScreen,
  async perform(event, user) {
    switch (event.type) {
      case "NOTICES.RELOAD": {
        const reload = screen.queryByRole("button", { name: "Reload notices" });
        if (!reload) return false;
        await user.click(reload);
        return true;
      }
      case "NOTICES.OPEN": {
        // Every answer of the model has the fixture's marquee notices; an index that is not one of them cannot be clicked.
        const notice = announcements().player[(event as unknown as { index: number }).index];
        const bar = screen.queryByRole("region", { name: "Notices" });
        if (!notice || !bar) return false;
        await user.click(within(bar).getByRole("button", { name: notice.title }));
        return true;
      }
      case "NOTICES.CLOSE":
        await user.click(screen.getByRole("button", { name: "Close notice" }));
        return true;
      case "POPUP.DISMISS":
        await user.click(within(screen.getByRole("dialog", { name: "Announcements" })).getByRole("button", { name: "Close" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(noticesModel, noticesView);
