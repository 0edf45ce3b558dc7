import { createActor, fromCallback, fromPromise } from "xstate";
import { appUpdateMachine, type AppUpdateEvent } from "../../machines/app-update.machine";
import { inspection } from "./inspection";
import { registerServiceWorker, type ServiceWorkerUpdates } from "./service-worker";

/**
 * The app-update actor on the page's service worker: the registration's "a new version waits" callback becomes
 * UPDATE_READY, and the player's Reload asks the waiting worker to take over (the page then reloads).
 */
export function createAppUpdateActor() {
  let updates: Promise<ServiceWorkerUpdates | undefined> | undefined;
  const logic = appUpdateMachine.provide({
    actors: {
      watchForUpdates: fromCallback<AppUpdateEvent, void>(({ sendBack }) => {
        updates = registerServiceWorker(() => sendBack({ type: "UPDATE_READY" }));
      }),
      applyUpdate: fromPromise<void, void>(async () => {
        const worker = await updates;
        if (!worker) throw new Error("no service worker to update");
        await worker.update();
      }),
    },
  });
  return createActor(logic, inspection("appUpdate"));
}

export type AppUpdateActor = ReturnType<typeof createAppUpdateActor>;
