import { setup } from "xstate";
import { callbackNotProvided, promiseNotProvided } from "./not-provided";

/** What the service worker's registration reports (src/app/app-update.ts feeds them in). */
export type AppUpdateEvent = { type: "UPDATE_READY" } | { type: "RELOAD" } | { type: "LATER" };

/**
 * A new release of the installed app: when its service worker has installed and waits, the player is told and chooses
 * when to reload. The page never reloads by itself (a bet slip or a deposit form may be half filled).
 */
export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actors: {
    watchForUpdates: callbackNotProvided<AppUpdateEvent>(),
    applyUpdate: promiseNotProvided<void>("applyUpdate"),
  },
}).createMachine({
  id: "appUpdate",
  description: "Tells the player that a new version of the app is ready and reloads only when the player asks.",
  meta: { spec: ["2 Screens and routes › Routes"], screen: "Any page (a notice at the bottom)" },
  invoke: { id: "watchForUpdates", src: "watchForUpdates" },
  initial: "current",
  states: {
    current: {
      description: "The page runs the newest version it knows of; nothing is shown.",
      on: { UPDATE_READY: { target: "ready", description: "A new version's service worker installed and waits to take over." } },
    },
    ready: {
      description: "“A new version is ready” is shown with a Reload button.",
      on: {
        RELOAD: { target: "reloading", description: "The player chose to reload now." },
        LATER: { target: "postponed", description: "The player closed the notice: the new version waits for the next visit." },
      },
    },
    postponed: {
      description: "The notice was closed; the waiting version takes over when every tab of the site has closed.",
      on: { UPDATE_READY: { target: "ready", description: "A still newer version installed: the notice shows again." } },
    },
    reloading: {
      description: "The waiting worker is told to take over; the page reloads once it does.",
      invoke: {
        id: "applyUpdate",
        src: "applyUpdate",
        onError: { target: "ready", description: "The worker could not take over: the notice stays, so the player can try again." },
      },
    },
  },
});
