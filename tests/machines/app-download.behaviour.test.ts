import { appDownloadMachine } from "../../machines/app-download.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// The app download page (/down): the download links from the server's settings; a failed load can be tried again.
const LINKS = { pageUrl: "https://play.example.com/down", androidUrl: "https://play.example.com/app/a.apk", iosUrl: "https://play.example.com/app/i.mobileconfig" };
const model = { name: "appDownload", machine: appDownloadMachine, input: undefined };

describeWalks(model, [
  { name: "the links read are shown", steps: [answer("loadAppDownload", LINKS)], state: "ready", context: { links: LINKS } },
  { name: "links that could not be read show the error", steps: [failure("loadAppDownload", networkError)], state: "failed", context: { error: networkError } },
  { name: "links that could not be read are asked for again", steps: [failure("loadAppDownload", networkError), { type: "RETRY" }], state: "loading", requests: { loadAppDownload: 2 } },
  { name: "links read on the second try are shown", steps: [failure("loadAppDownload", networkError), { type: "RETRY" }, answer("loadAppDownload", LINKS)], state: "ready", context: { links: LINKS, error: undefined } },
]);
