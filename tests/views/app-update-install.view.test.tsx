// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { appDownloadMachine } from "../../machines/app-download.machine";
import { appInstallMachine, type AppInstallEvent, type InstallChoice } from "../../machines/app-install.machine";
import { appUpdateMachine, type AppUpdateEvent } from "../../machines/app-update.machine";
import { i18n } from "../../src/i18n";
import { AppProviders } from "../../src/views/AppProviders";
import { AppDownload } from "../../src/views/download/AppDownload";
import { InstallApp } from "../../src/views/download/InstallApp";
import AppUpdateNotice from "../../src/views/system/AppUpdateNotice";

beforeEach(() => act(() => i18n.activate("en")));

describe("the new-version notice", () => {
  it("says a new version is ready and asks the worker to take over only when Reload is pressed", async () => {
    const updates: number[] = [];
    const actor = createActor(
      appUpdateMachine.provide({
        actors: {
          watchForUpdates: fromCallback<AppUpdateEvent, void>(({ sendBack }) => sendBack({ type: "UPDATE_READY" })),
          applyUpdate: fromPromise<void, void>(() => {
            updates.push(1);
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    render(<AppProviders><AppUpdateNotice actor={actor} /></AppProviders>);
    expect(await screen.findByText("A new version is ready")).toBeTruthy();
    expect(updates).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(updates).toHaveLength(1);
  });
});

describe("/down's install button", () => {
  function installActor(first: AppInstallEvent, prompted: string[]) {
    return createActor(
      appInstallMachine.provide({
        actors: {
          watchInstall: fromCallback<AppInstallEvent, void>(({ sendBack }) => sendBack(first)),
          promptInstall: fromPromise<InstallChoice, void>(async () => {
            prompted.push("prompt");
            return "accepted";
          }),
        },
      }),
    ).start();
  }

  it("shows Install the app when offered and opens the dialog on a press, then says it is installed", async () => {
    const prompted: string[] = [];
    render(<AppProviders><InstallApp flow={installActor({ type: "INSTALL_OFFERED" }, prompted)} /></AppProviders>);
    await userEvent.click(await screen.findByRole("button", { name: "Install the app" }));
    expect(prompted).toEqual(["prompt"]);
    expect(await screen.findByText("The app is already installed")).toBeTruthy();
  });

  it("shows nothing when the browser has not offered to install", () => {
    render(<AppProviders><InstallApp flow={installActor({ type: "INSTALL_WITHDRAWN" }, [])} /></AppProviders>);
    expect(screen.queryByRole("button", { name: "Install the app" })).toBeNull();
    expect(screen.queryByText("The app is already installed")).toBeNull();
  });
});

describe("/down's download buttons", () => {
  it("offer no Android download when the site has no Android link", async () => {
    const links = { pageUrl: "https://play.example.com/down", androidUrl: "", iosUrl: "https://play.example.com/app/i.mobileconfig" };
    const flow = createActor(appDownloadMachine.provide({ actors: { loadAppDownload: fromPromise(async () => links) } })).start();
    render(<AppProviders><AppDownload flow={flow} /></AppProviders>);
    expect((await screen.findByRole("link", { name: "Download for iOS" })).getAttribute("href")).toBe(links.iosUrl);
    expect(screen.queryByRole("link", { name: "Download for Android" })).toBeNull();
  });
});
