import { assign, enqueueActions, setup } from "xstate";
import type { Announcements, ErrorInfo, Notice } from "../contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface NoticesInput {
  /** Session keys of popups already dismissed in this browser session. */
  dismissedPopups: readonly string[];
}

export interface NoticesContext {
  announcements?: Announcements;
  dismissedPopups: readonly string[];
  /** Index into the marquee notices of the notice modal, while it is open. */
  openIndex: number;
  error?: ErrorInfo;
}

export type NoticesEvent =
  | { type: "NOTICES.RELOAD" }
  | { type: "NOTICES.OPEN"; index: number }
  | { type: "NOTICES.CLOSE" }
  | { type: "POPUP.DISMISS" };

/** The popup modal lists announcement popups 5 to a page. */
export const POPUPS_PER_PAGE = 5;
/** The notice modal lists the marquee notices 6 to a page. */
export const NOTICES_PER_PAGE = 6;

/** The session key under which a dismissed popup is remembered. */
export const popupKey = (notice: Pick<Notice, "id">): string => `popup:${notice.id}`;

/** Popups not yet dismissed in this session, in server order. */
export function pendingPopups(context: Pick<NoticesContext, "announcements" | "dismissedPopups">): Notice[] {
  return (context.announcements?.popup ?? []).filter((notice) => !context.dismissedPopups.includes(popupKey(notice)));
}

/** Marquee notices, the notice modal at a clicked index, and the popups (one paged list) dismissed once per session. */
export const noticesMachine = setup({
  types: {
    context: {} as NoticesContext,
    events: {} as NoticesEvent,
    input: {} as NoticesInput,
  },
  actors: {
    fetchAnnouncements: promiseNotProvided<Announcements>("fetchAnnouncements"),
  },
  actions: {
    /** Remembers the dismissal under the popup's session key (implemented by the app with session storage). */
    rememberDismissedPopup: (_, _params: { key: string }) => {},
  },
  guards: {
    isNoticeIndex: ({ context, event }) =>
      event.type === "NOTICES.OPEN" &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < (context.announcements?.player.length ?? 0),
    hasPendingPopup: ({ context }) => pendingPopups(context).length > 0,
  },
}).createMachine({
  id: "notices",
  description: "The site's announcements: the scrolling notice bar (a click opens the notice dialog at that notice, 6 to a page) and the announcement popups (5 to a page), which once closed do not come back in this session.",
  meta: { spec: ["2 Screens and routes › Home lobby", "2 Screens and routes › Popups", "4 States and transitions", "7 Calls › Promotions and contracts", "9 Business constants and limits"], screen: "Notice bar, notice dialog and announcement popup" },
  context: ({ input }) => ({ dismissedPopups: input.dismissedPopups, openIndex: 0 }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the announcements in the visitor's language.",
      // A language switch mid-load restarts the load, so the notices arrive in the new language.
      on: { "NOTICES.RELOAD": { target: "loading", reenter: true, description: "The language changed meanwhile: the announcements are fetched again in the new language." } },
      invoke: {
        id: "fetchAnnouncements",
        src: "fetchAnnouncements",
        onDone: { target: "ready", description: "The announcements arrived.", actions: assign({ announcements: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The announcements could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "No announcements could be fetched; nothing is shown.",
      on: { "NOTICES.RELOAD": { target: "loading", description: "The language changed: the announcements are fetched again." } },
    },
    ready: {
      type: "parallel",
      description: "The announcements are known: the notice bar shows, and any popups not yet closed in this session.",
      on: { "NOTICES.RELOAD": { target: "loading", description: "The language changed: the announcements are fetched again in it." } },
      states: {
        noticeModal: {
          initial: "closed",
          description: "The notice dialog opened from the notice bar.",
          states: {
            closed: {
              description: "The notice dialog is closed.",
              on: {
                "NOTICES.OPEN": {
                  guard: "isNoticeIndex",
                  target: "open",
                  description: "The visitor clicks a notice in the bar: the dialog opens at that notice.",
                  actions: assign({ openIndex: ({ event }) => event.index }),
                },
              },
            },
            open: {
              description: "The notice dialog is open.",
              on: {
                "NOTICES.OPEN": { guard: "isNoticeIndex", description: "The visitor moves to another notice.", actions: assign({ openIndex: ({ event }) => event.index }) },
                "NOTICES.CLOSE": { target: "closed", description: "The visitor closes the dialog." },
              },
            },
          },
        },
        popups: {
          initial: "checking",
          description: "The announcement popup.",
          states: {
            checking: {
              description: "Are there popups not yet closed in this session?",
              always: [
                { guard: "hasPendingPopup", target: "showing", description: "Yes: the popup list opens." },
                { target: "done", description: "No: no popup." },
              ],
            },
            showing: {
              description: "The announcement popup is open (5 to a page).",
              on: {
                // Closing the list dismisses every popup in it (all its pages), each under its own session key.
                "POPUP.DISMISS": {
                  target: "checking",
                  description: "The visitor closes the popup: every announcement in it stays closed for this session.",
                  actions: enqueueActions(({ context, enqueue }) => {
                    const keys = pendingPopups(context).map(popupKey);
                    for (const key of keys) enqueue({ type: "rememberDismissedPopup", params: { key } });
                    enqueue.assign({ dismissedPopups: [...context.dismissedPopups, ...keys] });
                  }),
                },
              },
            },
            done: { description: "No popup is waiting." },
          },
        },
      },
    },
  },
});
