import { noticesMachine } from "../../machines/notices.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { announcements } from "../fixtures/system";
import { noticesFlow } from "./notices.oracle";

/** Popup 22 was dismissed earlier in this session. */
export const noticesAtStart = noticesFlow(["popup:22"]);

export const noticesModel: PathModel<typeof noticesMachine> = {
  name: "notices",
  machine: noticesMachine,
  input: { dismissedPopups: ["popup:22"] },
  oracle: noticesAtStart.oracle,
  contextKey: (context) => ({ dismissed: context.dismissedPopups.length, open: context.openIndex }),
  payloads: {
    "xstate.done.actor.fetchAnnouncements": () => [
      { type: "xstate.done.actor.fetchAnnouncements", output: announcements() },
      { type: "xstate.done.actor.fetchAnnouncements", output: { ...announcements(), popup: [] } },
      // Three popups, two of them new: both are dismissed together.
      {
        type: "xstate.done.actor.fetchAnnouncements",
        output: { ...announcements(), popup: [...announcements().popup, { id: 23, title: "Lucky draw", content: "<p>Friday</p>" }] },
      },
    ],
    "xstate.error.actor.fetchAnnouncements": () => [{ type: "xstate.error.actor.fetchAnnouncements", error: networkError }],
    // Index 2 (one past the last), 7, -1 and 0.5 do not exist: the modal must stay as it is.
    "NOTICES.OPEN": () => [0, 1, 2, 7, -1, 0.5].map((index) => ({ type: "NOTICES.OPEN", index })),
  },
};
