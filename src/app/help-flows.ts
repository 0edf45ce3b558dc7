import { fromPromise } from "xstate";
import { appDownloadMachine } from "../../machines/app-download.machine";
import { feedbackMachine, type FeedbackLoaded } from "../../machines/feedback.machine";
import { helpCentreMachine } from "../../machines/help-centre.machine";
import type { ApiClient } from "../api/http-client";
import type { AppDownload, FeedbackItem, FeedbackRequest, HelpCentre } from "../../contract";
import { flowsPerApp } from "./page-deps";
import { readProof } from "./wallet-actors";

/** The help centre, feedback and app-download machines with the app's actors. */
export function createHelpFlows(api: ApiClient) {
  return {
    helpCentre: helpCentreMachine.provide({
      actors: {
        loadHelpCentre: fromPromise<HelpCentre, { language: string }>(({ input, signal }) =>
          api.request("helpCentre", { query: { lang: input.language, device: "WEB" }, signal }),
        ),
      },
    }),
    feedback: feedbackMachine.provide({
      actors: {
        loadFeedback: fromPromise<FeedbackLoaded, { member: boolean }>(async ({ input, signal }) => {
          const [settings, history] = await Promise.all([
            api.request("feedbackSettings", { signal }),
            input.member ? api.request("feedbackHistory", { signal }) : Promise.resolve({ items: [] }),
          ]);
          return { settings, history: history.items };
        }),
        readImage: readProof,
        sendFeedback: fromPromise<FeedbackItem, { request: FeedbackRequest; key: string }>(({ input, signal }) =>
          api.request("sendFeedback", { body: input.request, idempotencyKey: input.key, signal }),
        ),
      },
    }),
    appDownload: appDownloadMachine.provide({
      actors: { loadAppDownload: fromPromise<AppDownload, void>(({ signal }) => api.request("appDownload", { signal })) },
    }),
  };
}

export type HelpFlows = ReturnType<typeof createHelpFlows>;

const flowsOfApp = flowsPerApp((deps) => createHelpFlows(deps.api));

/** The flows of the current app (made on first use, again when a new app was created). */
export function helpFlows(): HelpFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("help flows are created with the app actor");
  return flows;
}
