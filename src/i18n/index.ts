import { i18n, type Messages } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../../contract";
import { messages as th } from "../locales/th/messages.po";
import { receiveChunkMessages } from "./chunk-messages";

// Thai, the default language, comes with the code: in a build each chunk carries the Thai messages its own code uses
// (`th` is then empty), so a page's texts arrive with the page. English is one chunk of its own, loaded when it is first
// used (main.tsx loads the stored language before the first render, so the first screen never shows the wrong one).
const thai: Messages = { ...th };
receiveChunkMessages(thai);
const loaders: Record<Language, () => Promise<Messages>> = {
  th: () => Promise.resolve(thai),
  en: () => import("../locales/en/messages.po").then((module) => module.messages),
};
// Lingui keeps this object as the Thai catalogue, so the pieces later chunks add to it need no `load` (whose change
// event would re-render every text on the page each time a chunk arrives). Set, not merged: a module evaluated again
// (hot reload, a test's fresh modules) would otherwise push its chunks' pieces into a catalogue Lingui no longer reads.
i18n.loadAndActivate({ locale: "th", messages: thai });
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
