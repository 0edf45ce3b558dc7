import { assign, setup } from "xstate";
import type { ErrorInfo, MessageDetail, MessagePage } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface MessagesContext {
  pageNo: number;
  page?: MessagePage;
  /** The message asked for, then the message being read. */
  opening?: string;
  opened?: MessageDetail;
  /** The message the member asked to delete (waiting for the confirmation). */
  deleting?: string;
  /** The list could not be loaded. */
  error?: ErrorInfo;
  /** Opening, deleting or marking all failed (kept while the list reloads). */
  actionError?: ErrorInfo;
}

export type MessagesEvent =
  | { type: "PAGE.SET"; pageNo: number }
  | { type: "MESSAGE.OPEN"; id: string }
  | { type: "MESSAGE.CLOSE" }
  | { type: "MESSAGE.DELETE"; id: string }
  | { type: "DELETE.CONFIRM" }
  | { type: "DELETE.CANCEL" }
  | { type: "MESSAGES.READ_ALL" }
  | { type: "MESSAGES.RETRY" }
  | { type: "ERROR.DISMISS" };

/**
 * The member's inbox (member centre "messageV2"): pages of messages, unread first; opening one shows it and marks it
 * read, a message can be deleted (after a confirmation), all can be marked read. Whatever changes the unread count
 * says `inboxChanged` (the app refreshes the header's count from CSP_unreadCount); after a change or a failed action
 * the list reloads, so it never shows a stale read mark.
 */
export const messagesMachine = setup({
  types: { context: {} as MessagesContext, events: {} as MessagesEvent },
  actors: {
    loadMessages: promiseNotProvided<MessagePage, { pageNo: number }>("loadMessages"),
    readMessage: promiseNotProvided<MessageDetail, { id: string }>("readMessage"),
    deleteMessage: promiseNotProvided<unknown, { id: string }>("deleteMessage"),
    readAllMessages: promiseNotProvided<unknown, void>("readAllMessages"),
  },
  actions: { inboxChanged: () => {} },
}).createMachine({
  id: "messages",
  description: "The member's inbox: pages of messages, unread first. Opening a message shows it and marks it read; a message can be deleted (after a confirmation) and all can be marked read. The header's unread count follows.",
  meta: { spec: ["2 Screens and routes › Member centre pages", "2 Screens and routes › Header and footer", "7 Calls › Other"], screen: "Member centre: messages (messageV2)" },
  context: { pageNo: 1 },
  initial: "loading",
  states: {
    loading: {
      description: "Fetching a page of messages.",
      invoke: {
        id: "loadMessages",
        src: "loadMessages",
        input: ({ context }) => ({ pageNo: context.pageNo }),
        // The server answers the last page for a page past the end: follow it.
        onDone: { target: "ready", description: "The page of messages is shown (past the last page, the last page is shown).", actions: assign({ page: ({ event }) => event.output, pageNo: ({ event }) => event.output.pageNum, error: undefined }) },
        onError: { target: "failed", description: "The messages could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The inbox could not be loaded; the member can retry.", on: { "MESSAGES.RETRY": { target: "loading", description: "The member tries again." } } },
    ready: {
      description: "A page of messages is shown.",
      on: {
        "PAGE.SET": { target: "loading", description: "The member goes to another page.", actions: assign({ pageNo: ({ event }) => Math.max(1, Math.floor(event.pageNo)), actionError: undefined }) },
        "MESSAGE.OPEN": { target: "opening", description: "The member opens a message.", actions: assign({ opening: ({ event }) => event.id, actionError: undefined }) },
        "MESSAGE.DELETE": { target: "confirmingDelete", description: "The member asks to delete a message.", actions: assign({ deleting: ({ event }) => event.id, actionError: undefined }) },
        "MESSAGES.READ_ALL": { target: "markingAll", description: "The member marks every message read.", actions: assign({ actionError: undefined }) },
        "ERROR.DISMISS": { description: "The member closes the error message.", actions: assign({ actionError: undefined }) },
      },
    },
    opening: {
      description: "Fetching the message, which marks it read.",
      invoke: {
        id: "readMessage",
        src: "readMessage",
        input: ({ context }) => ({ id: context.opening ?? "" }),
        onDone: { target: "reading", description: "The message is shown and counts as read.", actions: [assign({ opened: ({ event }) => event.output, opening: undefined }), "inboxChanged"] },
        onError: { target: "loading", description: "The message could not be opened: the reason is shown and the list reloads.", actions: assign({ opening: undefined, actionError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    reading: {
      description: "The member reads one message.",
      on: {
        "MESSAGE.CLOSE": { target: "loading", description: "The member closes the message: the list reloads.", actions: assign({ opened: undefined }) },
        "MESSAGE.DELETE": { target: "confirmingDelete", description: "The member asks to delete this message.", actions: assign({ deleting: ({ event }) => event.id, opened: undefined }) },
      },
    },
    confirmingDelete: {
      description: "The member is asked to confirm deleting the message.",
      on: {
        "DELETE.CONFIRM": { target: "deletingMessage", description: "The member confirms." },
        "DELETE.CANCEL": { target: "ready", description: "The member keeps the message.", actions: assign({ deleting: undefined }) },
      },
    },
    deletingMessage: {
      description: "Waiting for the server to delete the message.",
      invoke: {
        id: "deleteMessage",
        src: "deleteMessage",
        input: ({ context }) => ({ id: context.deleting ?? "" }),
        onDone: { target: "loading", description: "Deleted: the list reloads.", actions: [assign({ deleting: undefined }), "inboxChanged"] },
        onError: { target: "loading", description: "Not deleted: the reason is shown and the list reloads.", actions: assign({ deleting: undefined, actionError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    markingAll: {
      description: "Waiting for the server to mark every message read.",
      invoke: {
        id: "readAllMessages",
        src: "readAllMessages",
        onDone: { target: "loading", description: "All read: the list reloads and the unread count clears.", actions: "inboxChanged" },
        onError: { target: "loading", description: "Failed: the reason is shown and the list reloads.", actions: assign({ actionError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
