import { toLanguage, type Language } from "../../contract/i18n";
import { localStore } from "./storage";

/** The visitor's language as last chosen (`hisLang`, or the older `lang`), Thai when none or not supported. */
export function storedLanguage(): Language {
  return toLanguage(localStore.get("hisLang") ?? localStore.get("lang"));
}

export function storeLanguage(language: Language): void {
  localStore.set("lang", language);
  localStore.set("hisLang", language.toUpperCase());
}
