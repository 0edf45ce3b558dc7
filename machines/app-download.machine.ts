import { assign, setup } from "xstate";
import type { AppDownload, ErrorInfo } from "../src/contract";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

export interface AppDownloadContext {
  links?: AppDownload;
  error?: ErrorInfo;
}

/** The app download page (/down): loads the download links from the server's settings; a failure can be retried. */
export const appDownloadMachine = setup({
  types: { context: {} as AppDownloadContext, events: {} as { type: "RETRY" } },
  actors: { loadAppDownload: promiseNotProvided<AppDownload>("loadAppDownload") },
}).createMachine({
  id: "appDownload",
  context: {},
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadAppDownload",
        src: "loadAppDownload",
        onDone: { target: "ready", actions: assign({ links: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { on: { RETRY: "loading" } },
    ready: {},
  },
});
