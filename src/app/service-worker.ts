/**
 * Registers the build's service worker (scripts/vite/installable-app.ts) and reports a waiting new version. The
 * registration module is loaded only in a build: the dev server has no worker. `update()` makes the waiting worker
 * take over, then reloads the page: only ever called when the player asks.
 */
export interface ServiceWorkerUpdates {
  update(): Promise<void>;
}

/** How long the waiting worker may take to take over before the notice offers Reload again. */
const TAKE_OVER_MS = 10_000;

/**
 * Asks the waiting worker to take over and reloads once it controls the page. The reload is done here, on the
 * browser's controllerchange: the registration module reloads only pages that had a worker when they loaded, not a
 * first visit that meets a new release before its next load.
 */
function takeOver(skipWaiting: (reload?: boolean) => Promise<void>): Promise<void> {
  return new Promise((_, reject) => {
    navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    setTimeout(() => reject(new Error("the new service worker did not take over")), TAKE_OVER_MS);
    skipWaiting(true).catch(reject);
  });
}

/** How often an open page asks whether a new release's worker exists (the browser itself checks on each page load). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(onUpdateReady: () => void): Promise<ServiceWorkerUpdates | undefined> {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return undefined;
  const { registerSW } = await import("virtual:pwa-register");
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: onUpdateReady,
    onRegisteredSW: (_, registration) => {
      if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError: () => {
      // No worker (blocked, private mode, an old browser): the site works as a plain page.
    },
  });
  return { update: () => takeOver(updateSW) };
}
