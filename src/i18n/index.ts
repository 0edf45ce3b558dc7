import { i18n, type Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../contract";
import { messages as th } from "../locales/th/messages.po";

// Thai, the default language, is in the main bundle; English is its own chunk, loaded when it is first used
// (main.tsx loads the stored language before the first render, so the first screen never shows the wrong one).
const loaders: Record<Language, () => Promise<Messages>> = {
  th: () => Promise.resolve(th),
  en: () => import("../locales/en/messages.po").then((module) => module.messages),
};
i18n.load({ th });
const loaded = new Set<Language>(["th"]);
let wanted: Language | undefined;

/** Fetches a language's catalogue (once). */
export async function loadLanguage(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  i18n.load(language, await loaders[language]());
  loaded.add(language);
}

function apply(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    // index.html's loading cover, shown again between pages, speaks the page's language too.
    document.getElementById("loading-cover")?.setAttribute("aria-label", i18n._(msg`Loading`));
  }
}

/**
 * Switches every visible text without a reload: at once when the catalogue is loaded, else once it arrives (a later
 * switch wins over an earlier one still loading).
 */
export function activateLanguage(language: Language): Promise<void> {
  wanted = language;
  if (loaded.has(language)) {
    apply(language);
    return Promise.resolve();
  }
  return loadLanguage(language).then(() => {
    if (wanted === language) apply(language);
  });
}

export { i18n };
