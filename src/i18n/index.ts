import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Language } from "../contract";
import { messages as en } from "../locales/en/messages.po";
import { messages as th } from "../locales/th/messages.po";

i18n.load({ th, en });

/** Switches every visible text without a reload. */
export function activateLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== "undefined") {
    document.documentElement.lang = language;
    // index.html's loading cover, shown again between pages, speaks the page's language too.
    document.getElementById("loading-cover")?.setAttribute("aria-label", i18n._(msg`Loading`));
  }
}

export { i18n };
