import { i18n } from "@lingui/core";
import { messages as en } from "../locales/en/messages.po";
import { messages as th } from "../locales/th/messages.po";

export type StudioLanguage = "th" | "en";

const KEY = "studioLang";

// The studio's own build loads both catalogues whole (the app's build splits them per chunk).
i18n.load({ th, en });

export function initialLanguage(): StudioLanguage {
  const stored = typeof localStorage !== "undefined" ? localStorage.getItem(KEY) : null;
  return stored === "th" ? "th" : "en";
}

export function setLanguage(language: StudioLanguage): void {
  i18n.activate(language);
  document.documentElement.lang = language;
  localStorage.setItem(KEY, language);
}

export { i18n };
