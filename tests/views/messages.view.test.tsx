import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Messages } from "../../src/views/member/messages/Messages";
import { messagesModel } from "../machines/messages.model";
import { inboxAfter } from "../machines/messages.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

/** The catalogue's English text for the errors the model's fakes answer. */
const ERROR_TEXT: Record<string, string> = { MESSAGE_NOT_FOUND: "This message no longer exists", network: "Network link is abnormal, please try again" };
const errorText = (error: unknown) => {
  const e = error as { kind: string; errorCode?: string };
  return ERROR_TEXT[e.errorCode ?? e.kind]!;
};

/** Titles of the model's messages, by id (the fixture's own naming). */
/** A message row's button is named by what it shows: "New" when unread, the title, then the date. */
const rowName = (title: string, unread: boolean) => new RegExp(`^${unread ? "New\\s*" : ""}${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
const titleOf = (id: string) => (id.startsWith("unread") ? `Unread on page ${id[6]}` : `Read on page ${id[4]}`);

async function expectMessagesScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const inbox = inboxAfter(events);
  if (inbox.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Network link is abnormal, please try again");
    return;
  }
  if (!inbox.page) {
    expect(await screen.findByLabelText("Loading")).toBeTruthy();
    return;
  }
  // Unread first and marked; the count of the whole inbox.
  expect((await screen.findByTestId("messages-unread")).textContent).toBe(`${inbox.page.unread} unread of ${inbox.page.total}`);
  for (const m of inbox.page.content) {
    expect(screen.getByRole("button", { name: rowName(m.title, !m.read) })).toBeTruthy();
  }
  expect(screen.getByRole("button", { name: "Mark all as read" }).hasAttribute("disabled")).toBe(inbox.phase !== "ready" || inbox.page.unread === 0);
  if (inbox.actionError) expect(screen.getByRole("alert").textContent).toContain(errorText(inbox.actionError));
  else expect(screen.queryByRole("alert")).toBeNull();
  if (inbox.phase === "reading") {
    const dialog = await screen.findByRole("dialog", { name: inbox.opened!.title });
    expect(within(dialog).getByText(/Hello/).textContent).toBe(inbox.opened!.body);
  }
  if (inbox.phase === "confirming" || inbox.phase === "deleting") {
    expect(await screen.findByRole("dialog", { name: "Delete this message?" })).toBeTruthy();
  }
}

const messagesView: ViewModel<typeof messagesModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Messages flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectMessagesScreen,
  async perform(event, user, snapshot) {
    const e = event as EventObject & { id?: string; pageNo?: number };
    switch (e.type) {
      case "PAGE.SET": {
        // Page 0 has no button: it comes from a stale link, not from a person.
        const page = screen.queryByRole("button", { name: `Page ${e.pageNo}` });
        if (!page) return false;
        await user.click(page);
        return true;
      }
      case "MESSAGE.OPEN": {
        const button = screen.queryByRole("button", { name: rowName(titleOf(e.id!), true) }) ?? screen.queryByRole("button", { name: rowName(titleOf(e.id!), false) });
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "MESSAGE.DELETE": {
        if (snapshot.matches("reading")) {
          // The open message's own delete button (not the list's, which are behind the dialog).
          const dialog = screen.getByRole("dialog");
          if (!dialog.textContent?.includes(titleOf(e.id!))) return false;
          await user.click(within(dialog).getByRole("button", { name: "Delete" }));
          return true;
        }
        const button = screen.queryByRole("button", { name: `Delete message ${titleOf(e.id!)}` });
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "MESSAGE.CLOSE":
        await user.click(within(screen.getByRole("dialog")).getAllByRole("button", { name: "Close" }).at(-1)!);
        return true;
      case "DELETE.CONFIRM":
        await user.click(within(screen.getByRole("dialog", { name: "Delete this message?" })).getByRole("button", { name: "Delete" }));
        return true;
      case "DELETE.CANCEL":
        await user.click(within(screen.getByRole("dialog", { name: "Delete this message?" })).getAllByRole("button", { name: "Cancel" }).at(-1)!);
        return true;
      case "MESSAGES.READ_ALL":
        await user.click(screen.getByRole("button", { name: "Mark all as read" }));
        return true;
      case "MESSAGES.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      case "ERROR.DISMISS": {
        // With no message shown there is nothing to dismiss on screen.
        const dismiss = screen.queryByRole("button", { name: "Dismiss message" });
        if (!dismiss) return false;
        await user.click(dismiss);
        return true;
      }
      default:
        return false;
    }
  },
};

describeViewPaths(messagesModel, messagesView);
