import { assign, setup } from "xstate";
import type { AppDownload, ErrorInfo } from "../contract";
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
  description: "The app download page: it shows the download links the site has configured, with the install guides (iOS 17 and later needs a configuration profile installed by hand).",
  meta: { spec: ["1 What the product does and for whom", "2 Screens and routes › Routes"], screen: "App download page (/down)" },
  context: {},
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the download links.",
      invoke: {
        id: "loadAppDownload",
        src: "loadAppDownload",
        onDone: { target: "ready", description: "The links arrived.", actions: assign({ links: ({ event }) => event.output, error: undefined }) },
        onError: { target: "failed", description: "The links could not be fetched.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: { description: "The download links could not be loaded; the visitor can retry.", on: { RETRY: { target: "loading", description: "The visitor tries again." } } },
    ready: { description: "The download links and install guides are shown." },
  },
});
