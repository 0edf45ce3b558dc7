import { noticesMachine } from "../../machines/notices.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { announcements } from "../fixtures/system";

export const noticesModel: PathModel<typeof noticesMachine> = {
  name: "notices",
  machine: noticesMachine,
  input: { dismissedPopups: ["popup:22"] },
  contextKey: (context) => ({ dismissed: context.dismissedPopups.length, open: context.openIndex }),
  payloads: {
    "xstate.done.actor.fetchAnnouncements": () => [
      { type: "xstate.done.actor.fetchAnnouncements", output: announcements() },
      { type: "xstate.done.actor.fetchAnnouncements", output: { ...announcements(), popup: [] } },
    ],
    "xstate.error.actor.fetchAnnouncements": () => [{ type: "xstate.error.actor.fetchAnnouncements", error: networkError }],
    // Index 7 does not exist: the modal must stay as it is.
    "NOTICES.OPEN": () => [0, 1, 7].map((index) => ({ type: "NOTICES.OPEN", index })),
  },
};
