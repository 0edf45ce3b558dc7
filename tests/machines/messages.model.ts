import { messagesMachine, type MessagesContext } from "../../machines/messages.machine";
import type { MessagePage } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { messagesOracle } from "./messages.oracle";

/** Two messages on each of two pages: one unread, one read. */
export const messagePage = (pageNum: number, unread = 1): MessagePage => ({
  content: [
    { id: `unread${pageNum}aaaaaaaa`, title: `Unread on page ${pageNum}`, createdAt: "2026-03-01 10:00:00", read: unread === 0 },
    { id: `read${pageNum}bbbbbbbbbb`, title: `Read on page ${pageNum}`, createdAt: "2026-02-01 09:00:00", read: true },
  ],
  pageNum,
  totalPages: 2,
  total: 4,
  unread,
});

export const messageDetail = { id: "unread1aaaaaaaa", title: "Unread on page 1", body: "Hello\nsecond line", createdAt: "2026-03-01 10:00:00", read: true };

export const messagesModel: PathModel<typeof messagesMachine> = {
  name: "messages",
  machine: messagesMachine,
  input: undefined,
  oracle: messagesOracle,
  payloads: {
    // The asked page, and the last page when the server clamps one past the end.
    "xstate.done.actor.loadMessages": () => [
      { type: "xstate.done.actor.loadMessages", output: messagePage(1) },
      { type: "xstate.done.actor.loadMessages", output: messagePage(2, 0) },
    ],
    "xstate.error.actor.loadMessages": () => [{ type: "xstate.error.actor.loadMessages", error: networkError }],
    "PAGE.SET": () => [
      { type: "PAGE.SET", pageNo: 2 },
      { type: "PAGE.SET", pageNo: 0 },
    ],
    "MESSAGE.OPEN": () => [{ type: "MESSAGE.OPEN", id: "unread1aaaaaaaa" }],
    "MESSAGE.DELETE": () => [{ type: "MESSAGE.DELETE", id: "read1bbbbbbbbbb" }],
    "xstate.done.actor.readMessage": () => [{ type: "xstate.done.actor.readMessage", output: messageDetail }],
    // Deleted meanwhile (or another member's): not found.
    "xstate.error.actor.readMessage": () => [{ type: "xstate.error.actor.readMessage", error: errorOf("MESSAGE_NOT_FOUND") }],
    "xstate.done.actor.deleteMessage": () => [{ type: "xstate.done.actor.deleteMessage", output: null }],
    "xstate.error.actor.deleteMessage": () => [{ type: "xstate.error.actor.deleteMessage", error: errorOf("MESSAGE_NOT_FOUND") }],
    "xstate.done.actor.readAllMessages": () => [{ type: "xstate.done.actor.readAllMessages", output: { marked: 1 } }],
    "xstate.error.actor.readAllMessages": () => [{ type: "xstate.error.actor.readAllMessages", error: networkError }],
  },
  // Bounded: the page shown, whether an action failed, whether a delete is pending.
  contextKey: (context: MessagesContext) => [context.pageNo, context.actionError !== undefined, context.deleting ?? null],
};
