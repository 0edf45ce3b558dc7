import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { AppDownload } from "../../src/views/download/AppDownload";
import { appDownloadModel, LINKS } from "../machines/app-download.model";
import { downloadPageAfter } from "../machines/app-download.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const ERROR_TEXT: Record<string, string> = { network: "Network link is abnormal, please try again", server: "system busy" };

async function expectDownloadScreen(_: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = downloadPageAfter(events);
  if (p.phase === "loading") {
    expect(await screen.findByLabelText("Loading")).toBeTruthy();
    return;
  }
  if (p.phase === "failed") {
    expect((await screen.findByRole("alert")).textContent).toBe(ERROR_TEXT[(p.error as { kind: string }).kind]);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  // The links the server answered (the fake's LINKS), and a QR code drawn for the download page.
  expect((await screen.findByRole("link", { name: "Download for Android" })).getAttribute("href")).toBe(LINKS.androidUrl);
  expect(screen.getByRole("link", { name: "Download for iOS" }).getAttribute("href")).toBe(LINKS.iosUrl);
  const qr = screen.getByRole("img", { name: "QR code of the download page" });
  expect(qr.tagName.toLowerCase()).toBe("svg");
  expect(qr.querySelectorAll("path").length).toBeGreaterThan(0);
}

const downloadView: ViewModel<typeof appDownloadModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <AppDownload flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectDownloadScreen,
  async perform(event, user) {
    if (event.type !== "RETRY") return false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    return true;
  },
};

describeViewPaths(appDownloadModel, downloadView);
