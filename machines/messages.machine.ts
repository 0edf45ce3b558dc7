import { assign, setup } from "xstate";
import type { ErrorInfo, MessageDetail, MessagePage } from "../src/contract";
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
  context: { pageNo: 1 },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadMessages",
        src: "loadMessages",
        input: ({ context }) => ({ pageNo: context.pageNo }),
        // The server answers the last page for a page past the end: follow it.
        onDone: { target: "ready", actions: assign({ page: ({ event }) => event.output, pageNo: ({ event }) => event.output.pageNum, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { "MESSAGES.RETRY": "loading" } },
    ready: {
      on: {
        "PAGE.SET": { target: "loading", actions: assign({ pageNo: ({ event }) => Math.max(1, Math.floor(event.pageNo)), actionError: undefined }) },
        "MESSAGE.OPEN": { target: "opening", actions: assign({ opening: ({ event }) => event.id, actionError: undefined }) },
        "MESSAGE.DELETE": { target: "confirmingDelete", actions: assign({ deleting: ({ event }) => event.id, actionError: undefined }) },
        "MESSAGES.READ_ALL": { target: "markingAll", actions: assign({ actionError: undefined }) },
        "ERROR.DISMISS": { actions: assign({ actionError: undefined }) },
      },
    },
    opening: {
      invoke: {
        id: "readMessage",
        src: "readMessage",
        input: ({ context }) => ({ id: context.opening ?? "" }),
        onDone: { target: "reading", actions: [assign({ opened: ({ event }) => event.output, opening: undefined }), "inboxChanged"] },
        onError: { target: "loading", actions: assign({ opening: undefined, actionError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    reading: {
      on: {
        "MESSAGE.CLOSE": { target: "loading", actions: assign({ opened: undefined }) },
        "MESSAGE.DELETE": { target: "confirmingDelete", actions: assign({ deleting: ({ event }) => event.id, opened: undefined }) },
      },
    },
    confirmingDelete: {
      on: {
        "DELETE.CONFIRM": "deletingMessage",
        "DELETE.CANCEL": { target: "ready", actions: assign({ deleting: undefined }) },
      },
    },
    deletingMessage: {
      invoke: {
        id: "deleteMessage",
        src: "deleteMessage",
        input: ({ context }) => ({ id: context.deleting ?? "" }),
        onDone: { target: "loading", actions: [assign({ deleting: undefined }), "inboxChanged"] },
        onError: { target: "loading", actions: assign({ deleting: undefined, actionError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    markingAll: {
      invoke: {
        id: "readAllMessages",
        src: "readAllMessages",
        onDone: { target: "loading", actions: "inboxChanged" },
        onError: { target: "loading", actions: assign({ actionError: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
