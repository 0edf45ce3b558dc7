// The page's entry loads the app's code with this (src/boot.ts): bundled with it, so it must stay small.
import { reloadMark } from "./storage";

/**
 * The wait before the page reloads after the app's code failed to load: a dropped connection on a phone often comes
 * back within a second. (Trying the import again in the page does not help: Chromium keeps the failed module and
 * answers a new import of it with the same failure, without a request.)
 */
export const RELOAD_DELAY_MS = 1_000;

export interface AppLoading {
  load: () => Promise<unknown>;
  /** Reloads the page (which also picks up a new deploy that replaced the files this page names). */
  reload: () => void;
  wait?: (ms: number) => Promise<void>;
  mark?: typeof reloadMark;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the app's code. When that fails, the page reloads once, after RELOAD_DELAY_MS; a second failure in the same
 * tab (or a failure where the tab cannot keep the mark that it reloaded) is left to the console rather than a reload
 * loop. Without it, a failed load left the page on its loading cover for good. Resolves whether the app loaded.
 */
export async function loadApp({ load, reload, wait = sleep, mark = reloadMark }: AppLoading): Promise<boolean> {
  try {
    await load();
    mark.clear();
    return true;
  } catch (error) {
    if (mark.isSet() || !mark.set()) {
      console.error("The site's code could not be loaded", error);
      return false;
    }
    await wait(RELOAD_DELAY_MS);
    reload();
    return false;
  }
}
