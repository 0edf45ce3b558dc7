import type { EventObject } from "xstate";
import type { MessageDetail, MessagePage } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The inbox page as a member sees it (paging, open marks read, delete, mark all read), from the path's events. */
export interface Inbox {
  phase: "loading" | "ready" | "failed" | "opening" | "reading" | "confirming" | "deleting" | "markingAll";
  pageNo: number;
  page?: MessagePage;
  opened?: MessageDetail;
  /** The message the member asked to delete. */
  deleting?: string;
  error?: unknown;
  actionError?: unknown;
}

function apply(inbox: Inbox, event: EventObject & Record<string, unknown>): StepExpectation {
  const load = (): StepExpectation => {
    inbox.phase = "loading";
    return { requests: [{ id: "loadMessages", input: { pageNo: inbox.pageNo } }] };
  };
  // Whatever changed what is unread tells the app, which asks CSP_unreadCount again for the header.
  const changed = (): StepExpectation => ({ ...load(), effects: ["inboxChanged"] });
  switch (event.type) {
    case "PAGE.SET":
      if (inbox.phase !== "ready") return {};
      // Pages count from 1.
      inbox.pageNo = Math.max(1, event.pageNo as number);
      inbox.actionError = undefined;
      return load();
    case "MESSAGE.OPEN":
      if (inbox.phase !== "ready") return {};
      inbox.phase = "opening";
      inbox.actionError = undefined;
      return { requests: [{ id: "readMessage", input: { id: event.id } }] };
    case "MESSAGE.CLOSE":
      if (inbox.phase !== "reading") return {};
      inbox.opened = undefined;
      // Back to the list, fetched again so the message shows read.
      return load();
    case "MESSAGE.DELETE":
      if (inbox.phase !== "ready" && inbox.phase !== "reading") return {};
      // Deleting asks first; nothing is sent yet.
      inbox.phase = "confirming";
      inbox.deleting = event.id as string;
      inbox.opened = undefined;
      inbox.actionError = undefined;
      return {};
    case "DELETE.CANCEL":
      if (inbox.phase !== "confirming") return {};
      inbox.phase = "ready";
      inbox.deleting = undefined;
      return {};
    case "DELETE.CONFIRM":
      if (inbox.phase !== "confirming") return {};
      inbox.phase = "deleting";
      return { requests: [{ id: "deleteMessage", input: { id: inbox.deleting } }] };
    case "MESSAGES.READ_ALL":
      if (inbox.phase !== "ready") return {};
      inbox.phase = "markingAll";
      inbox.actionError = undefined;
      return { requests: [{ id: "readAllMessages" }] };
    case "MESSAGES.RETRY":
      return inbox.phase === "failed" ? load() : {};
    case "ERROR.DISMISS":
      if (inbox.phase === "ready") inbox.actionError = undefined;
      return {};
    case "xstate.done.actor.loadMessages":
      inbox.phase = "ready";
      inbox.page = event.output as MessagePage;
      // A page past the end comes back as the last page: that is the page shown.
      inbox.pageNo = inbox.page.pageNum;
      inbox.error = undefined;
      return {};
    case "xstate.error.actor.loadMessages":
      inbox.phase = "failed";
      inbox.error = event.error;
      return {};
    case "xstate.done.actor.readMessage":
      inbox.phase = "reading";
      inbox.opened = event.output as MessageDetail;
      return { effects: ["inboxChanged"] };
    case "xstate.error.actor.readMessage":
    case "xstate.error.actor.readAllMessages":
      inbox.actionError = event.error;
      return load();
    case "xstate.done.actor.deleteMessage":
      inbox.deleting = undefined;
      return changed();
    case "xstate.error.actor.deleteMessage":
      inbox.deleting = undefined;
      inbox.actionError = event.error;
      return load();
    case "xstate.done.actor.readAllMessages":
      return changed();
  }
  return {};
}

function run(events: readonly EventObject[]) {
  const inbox: Inbox = { phase: "loading", pageNo: 1 };
  // The first page is fetched on arrival.
  let expectation: StepExpectation = { requests: [{ id: "loadMessages", input: { pageNo: 1 } }] };
  for (const event of events) expectation = apply(inbox, event as EventObject & Record<string, unknown>);
  return { inbox, expectation };
}

export function inboxAfter(events: readonly EventObject[]): Inbox {
  return run(events).inbox;
}

export const messagesOracle: Oracle = {
  step(events) {
    const { inbox: i, expectation } = run(events);
    return { ...expectation, context: { ...expectation.context, pageNo: i.pageNo, page: i.page, opened: i.opened, deleting: i.deleting, error: i.error, actionError: i.actionError } };
  },
};
