import type { ZodMiniType } from "zod/mini";

/** Session-storage keys of the platform (docs/platform-wire.md). */
export type SessionKey =
  | "token"
  | "merchant"
  | "merchantCode"
  | "nickname"
  | "account"
  | "username"
  | "customerId"
  | "isAgent"
  | "validate"
  | "HOT_GAMES"
  | "WINNERS"
  | "gameVendor"
  | "merchantWallet"
  | "consolidated";

/** Local-storage keys of the platform. */
export type LocalKey = "merchantCode" | "lang" | "hisLang" | "reg_info" | "deviceId";

/** Answers spec.md section 4 caches for the length of the browser session. */
export type CacheKey = Extract<SessionKey, "validate" | "HOT_GAMES" | "WINNERS" | "gameVendor" | "merchantWallet" | "consolidated">;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be unavailable (privacy modes, quota); the app then works without it.
    return fallback;
  }
}

/** The tab's switch of the studio's live view (src/app/studio-live-switch.ts): not a platform key, kept on sign-out. */
export const STUDIO_LIVE_KEY = "studioLive";

/**
 * The tab's mark that the page was reloaded once because the app's code would not load (src/app/load-app.ts): not a
 * platform key. `set` answers whether the mark could be kept (storage can be unavailable).
 */
export const reloadMark = {
  isSet: (): boolean => safe(() => sessionStorage.getItem(RELOADED_KEY) !== null, false),
  set: (): boolean => safe(() => (sessionStorage.setItem(RELOADED_KEY, "1"), true), false),
  clear: (): void => safe(() => sessionStorage.removeItem(RELOADED_KEY), undefined),
};
const RELOADED_KEY = "appReloadedAfterLoadFailure";

export const sessionStore = {
  get: (key: SessionKey): string | null => safe(() => sessionStorage.getItem(key), null),
  set: (key: SessionKey, value: string): void => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: SessionKey): void => safe(() => sessionStorage.removeItem(key), undefined),
  /** Clears the platform's session keys (a sign-out); the tab's studio live switch (studio-live-switch.ts) stays. */
  clear: (): void =>
    safe(() => {
      const live = sessionStorage.getItem(STUDIO_LIVE_KEY);
      sessionStorage.clear();
      if (live !== null) sessionStorage.setItem(STUDIO_LIVE_KEY, live);
    }, undefined),
};

export const localStore = {
  get: (key: LocalKey): string | null => safe(() => localStorage.getItem(key), null),
  set: (key: LocalKey, value: string): void => safe(() => localStorage.setItem(key, value), undefined),
  remove: (key: LocalKey): void => safe(() => localStorage.removeItem(key), undefined),
};

/**
 * The one helper for session-storage caches: values are JSON, read back through their schema,
 * and anything unreadable counts as a miss (and is removed).
 */
export const sessionCache = {
  read<T>(key: CacheKey, schema: ZodMiniType<T>): T | undefined {
    const raw = sessionStore.get(key);
    if (raw === null) return undefined;
    try {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // fall through: a corrupt entry is a miss
    }
    sessionStore.remove(key);
    return undefined;
  },
  write<T>(key: CacheKey, value: T): void {
    sessionStore.set(key, JSON.stringify(value));
  },
  /** Reads the cache, or loads, stores and returns a fresh value. */
  async through<T>(key: CacheKey, schema: ZodMiniType<T>, load: () => Promise<T>): Promise<T> {
    const cached = this.read(key, schema);
    if (cached !== undefined) return cached;
    const fresh = await load();
    this.write(key, fresh);
    return fresh;
  },
};

/** Popups dismissed in this session are remembered under their session key, e.g. `popup:3`. */
export const popupMemory = {
  list(): string[] {
    return safe(() => Object.keys(sessionStorage).filter((key) => key.startsWith("popup:")), []);
  },
  remember(key: string): void {
    safe(() => sessionStorage.setItem(key, "closed"), undefined);
  },
};
