import { appDownloadMachine } from "../../machines/app-download.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { appDownloadOracle } from "./app-download.oracle";

export const LINKS = { pageUrl: "https://play.example.com/down", androidUrl: "https://play.example.com/app/a.apk", iosUrl: "https://play.example.com/app/i.mobileconfig" };

export const appDownloadModel: PathModel<typeof appDownloadMachine> = {
  name: "appDownload",
  machine: appDownloadMachine,
  oracle: appDownloadOracle,
  payloads: {
    "xstate.done.actor.loadAppDownload": () => [{ type: "xstate.done.actor.loadAppDownload", output: LINKS }],
    "xstate.error.actor.loadAppDownload": () => [
      { type: "xstate.error.actor.loadAppDownload", error: networkError },
      { type: "xstate.error.actor.loadAppDownload", error: errorOf("system busy") },
    ],
  },
  contextKey: (context) => (context as { error?: { kind: string } }).error?.kind ?? null,
};
