import { assign, enqueueActions, setup } from "xstate";
import type { Announcements, ErrorInfo, Notice } from "../src/contract";
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
  context: ({ input }) => ({ dismissedPopups: input.dismissedPopups, openIndex: 0 }),
  initial: "loading",
  states: {
    loading: {
      // A language switch mid-load restarts the load, so the notices arrive in the new language.
      on: { "NOTICES.RELOAD": { target: "loading", reenter: true } },
      invoke: {
        id: "fetchAnnouncements",
        src: "fetchAnnouncements",
        onDone: { target: "ready", actions: assign({ announcements: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      on: { "NOTICES.RELOAD": "loading" },
    },
    ready: {
      type: "parallel",
      on: { "NOTICES.RELOAD": "loading" },
      states: {
        noticeModal: {
          initial: "closed",
          states: {
            closed: {
              on: {
                "NOTICES.OPEN": {
                  guard: "isNoticeIndex",
                  target: "open",
                  actions: assign({ openIndex: ({ event }) => event.index }),
                },
              },
            },
            open: {
              on: {
                "NOTICES.OPEN": { guard: "isNoticeIndex", actions: assign({ openIndex: ({ event }) => event.index }) },
                "NOTICES.CLOSE": "closed",
              },
            },
          },
        },
        popups: {
          initial: "checking",
          states: {
            checking: {
              always: [{ guard: "hasPendingPopup", target: "showing" }, { target: "done" }],
            },
            showing: {
              on: {
                // Closing the list dismisses every popup in it (all its pages), each under its own session key.
                "POPUP.DISMISS": {
                  target: "checking",
                  actions: enqueueActions(({ context, enqueue }) => {
                    const keys = pendingPopups(context).map(popupKey);
                    for (const key of keys) enqueue({ type: "rememberDismissedPopup", params: { key } });
                    enqueue.assign({ dismissedPopups: [...context.dismissedPopups, ...keys] });
                  }),
                },
              },
            },
            done: {},
          },
        },
      },
    },
  },
});
