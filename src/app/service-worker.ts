/**
 * Registers the build's service worker (scripts/vite/installable-app.ts) and reports a waiting new version. The
 * registration module is loaded only in a build: the dev server has no worker. `update()` makes the waiting worker
 * take over, then reloads the page: only ever called when the player asks.
 */
export interface ServiceWorkerUpdates {
  update(): Promise<void>;
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
  return { update: () => updateSW(true) };
}
