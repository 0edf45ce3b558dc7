// The page's entry loads the app's code with this (src/boot.ts): bundled with it, so it must stay small.

/**
 * The wait before the page reloads after the app's code failed to load: a dropped connection on a phone often comes
 * back within a second. (Trying the import again in the page does not help: Chromium keeps the failed module and
 * answers a new import of it with the same failure, without a request.)
 */
export const RELOAD_DELAY_MS = 1_000;

/** The tab's mark that the page was already reloaded once because the app's code would not load. */
export const RELOADED_KEY = "appReloadedAfterLoadFailure";

type Marks = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface AppLoading {
  load: () => Promise<unknown>;
  /** Reloads the page (which also picks up a new deploy that replaced the files this page names). */
  reload: () => void;
  wait?: (ms: number) => Promise<void>;
  marks?: Marks;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The tab's session storage, or a memory of this page only where storage is unavailable (privacy modes). */
function tabMarks(): Marks {
  try {
    const storage = window.sessionStorage;
    storage.getItem(RELOADED_KEY);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value), removeItem: (key) => void memory.delete(key) };
  }
}

/**
 * Loads the app's code. When that fails, the page reloads once, after RELOAD_DELAY_MS; a second failure in the same
 * tab is left to the console rather than a reload loop. Without it, a failed load left the page on its loading cover
 * for good. Resolves whether the app loaded.
 */
export async function loadApp({ load, reload, wait = sleep, marks = tabMarks() }: AppLoading): Promise<boolean> {
  try {
    await load();
    marks.removeItem(RELOADED_KEY);
    return true;
  } catch (error) {
    if (marks.getItem(RELOADED_KEY) !== null) {
      console.error("The site's code could not be loaded", error);
      return false;
    }
    marks.setItem(RELOADED_KEY, "1");
    await wait(RELOAD_DELAY_MS);
    reload();
    return false;
  }
}
