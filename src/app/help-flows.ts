import { fromCallback, fromPromise } from "xstate";
import { appDownloadMachine } from "../../machines/app-download.machine";
import { appInstallMachine, type AppInstallEvent, type InstallChoice } from "../../machines/app-install.machine";
import { feedbackMachine, type FeedbackLoaded } from "../../machines/feedback.machine";
import { helpCentreMachine } from "../../machines/help-centre.machine";
import type { ApiClient } from "../api/http-client";
import type { AppDownload, FeedbackItem, FeedbackRequest, HelpCentre } from "../../contract";
import { followInstallStatus, installStatus, promptInstall, type InstallStatus } from "./install-prompt";
import { flowsPerApp } from "./page-deps";
import { readProof } from "./wallet-actors";

const INSTALL_REPORTS: Record<InstallStatus, AppInstallEvent> = {
  unavailable: { type: "INSTALL_WITHDRAWN" },
  available: { type: "INSTALL_OFFERED" },
  installed: { type: "INSTALLED" },
};

/** The download page's install actor on the browser's kept install offer (src/app/install-prompt.ts). */
export const appInstall = appInstallMachine.provide({
  actors: {
    watchInstall: fromCallback<AppInstallEvent, void>(({ sendBack }) => {
      sendBack(INSTALL_REPORTS[installStatus()]);
      return followInstallStatus((status) => sendBack(INSTALL_REPORTS[status]));
    }),
    promptInstall: fromPromise<InstallChoice, void>(() => promptInstall()),
  },
});

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
