import { setup } from "xstate";
import { callbackNotProvided, promiseNotProvided } from "./not-provided";

/** What the browser says about installing the site (src/app/install-prompt.ts reports it). */
export type InstallReport = { type: "INSTALL_OFFERED" } | { type: "INSTALL_WITHDRAWN" } | { type: "INSTALLED" };
export type AppInstallEvent = InstallReport | { type: "INSTALL" };
export type InstallChoice = "accepted" | "dismissed";

/**
 * Installing the web app from the download page (/down): offered when the browser has said it can install the site
 * (its `beforeinstallprompt`), "already installed" when the page runs as the installed app (display-mode standalone)
 * or the browser reported the install.
 */
export const appInstallMachine = setup({
  types: { events: {} as AppInstallEvent },
  actors: {
    watchInstall: callbackNotProvided<AppInstallEvent>(),
    promptInstall: promiseNotProvided<InstallChoice>("promptInstall"),
  },
}).createMachine({
  id: "appInstall",
  description: "The download page's Install button: offered when the browser can install the site, replaced by “already installed” once it is.",
  meta: { spec: ["2 Screens and routes › Routes"], screen: "App download page (/down)" },
  invoke: { id: "watchInstall", src: "watchInstall" },
  initial: "unavailable",
  on: { INSTALLED: { target: ".installed", description: "The page runs as the installed app, or the browser has just installed it." } },
  states: {
    unavailable: {
      description: "The browser has not offered to install the site (not supported, not yet, or the offer was used): no Install button.",
      on: { INSTALL_OFFERED: { target: "available", description: "The browser can install the site now." } },
    },
    available: {
      description: "“Install the app” is shown.",
      on: {
        INSTALL: { target: "prompting", description: "The visitor pressed Install: the browser's own install dialog opens." },
        INSTALL_WITHDRAWN: { target: "unavailable", description: "The browser withdrew its offer." },
      },
    },
    prompting: {
      description: "The browser's install dialog is open.",
      invoke: {
        id: "promptInstall",
        src: "promptInstall",
        onDone: [
          { guard: ({ event }) => event.output === "accepted", target: "installed", description: "The visitor accepted: the browser installs the app." },
          { target: "unavailable", description: "The visitor dismissed the dialog: the offer is used up until the browser makes another." },
        ],
        onError: { target: "unavailable", description: "The dialog could not open (the offer was already used)." },
      },
    },
    installed: { description: "“The app is already installed” is shown instead of the Install button." },
  },
});
