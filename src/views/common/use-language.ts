import { useLingui } from "@lingui/react";
import { toLanguage, type Language } from "../../../contract";

/** The interface language now active (the root actor activates it); also usable by views outside the app actor. */
export function useLanguage(): Language {
  return toLanguage(useLingui().i18n.locale);
}
