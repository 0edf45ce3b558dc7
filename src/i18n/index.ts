import { i18n } from "@lingui/core";
import type { Language } from "../contract";
import { messages as en } from "../locales/en/messages.po";
import { messages as th } from "../locales/th/messages.po";

i18n.load({ th, en });

/** Switches every visible text without a reload. */
export function activateLanguage(language: Language): void {
  if (i18n.locale !== language) i18n.activate(language);
  if (typeof document !== "undefined") document.documentElement.lang = language;
}

export { i18n };
