import type { Language } from "../../contract";
import { useAppSelector } from "../../app/app-context";

/** The interface language the root actor holds. */
export function useLanguage(): Language {
  return useAppSelector((snapshot) => snapshot.context.language);
}
