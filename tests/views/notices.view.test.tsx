import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { pendingPopups, POPUPS_PER_PAGE, type NoticesContext } from "../../machines/notices.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { Notices } from "../../src/views/notices/Notices";
import { noticesModel } from "../machines/notices.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const dialogNamed = (name: string) => screen.queryByRole("dialog", { name });

async function expectNoticesScreen(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as NoticesContext;
  if (snapshot.matches("loading")) {
    // A reload keeps showing the notices already loaded; the first load shows nothing yet.
    const shown = Boolean(context.announcements);
    await waitFor(() => expect(Boolean(screen.queryByRole("region", { name: "Notices" }))).toBe(shown));
    for (const notice of context.announcements?.player ?? []) await waitFor(() => expect(dialogNamed(notice.title)).toBeNull());
    return;
  }
  if (snapshot.matches("failed")) {
    expect(await screen.findByRole("button", { name: "Reload notices" })).toBeTruthy();
    return;
  }
  const bar = await screen.findByRole("region", { name: "Notices" });
  for (const notice of context.announcements!.player) expect(within(bar).getByRole("button", { name: notice.title })).toBeTruthy();
  const open = context.announcements!.player[context.openIndex]!;
  await waitFor(() => expect(Boolean(dialogNamed(open.title))).toBe(snapshot.matches({ ready: { noticeModal: "open" } })));
  if (snapshot.matches({ ready: { popups: "showing" } })) {
    // One list of the pending popups, five to a page.
    const list = await screen.findByRole("dialog", { name: "Announcements" });
    for (const popup of pendingPopups(context).slice(0, POPUPS_PER_PAGE)) expect(within(list).getByRole("region", { name: popup.title })).toBeTruthy();
  } else await waitFor(() => expect(dialogNamed("Announcements")).toBeNull());
}

const noticesView: ViewModel<typeof noticesModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Notices notices={actor} />
    </AppProviders>
  ),
  expectScreen: expectNoticesScreen,
  async perform(event, user, snapshot) {
    const context = snapshot.context as NoticesContext;
    switch (event.type) {
      case "NOTICES.RELOAD": {
        const reload = screen.queryByRole("button", { name: "Reload notices" });
        if (!reload) return false;
        await user.click(reload);
        return true;
      }
      case "NOTICES.OPEN": {
        const notice = context.announcements?.player[(event as unknown as { index: number }).index];
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
