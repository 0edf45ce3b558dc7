import { useEffect, useRef } from "react";
import { useLanguage } from "../common/use-language";

/** Sends RELOAD when the interface language changes (the promotions' texts come from the server in one language). */
export function useReloadOnLanguage(flow: { send: (event: { type: "RELOAD" }) => void }): void {
  const language = useLanguage();
  const first = useRef(language);
  useEffect(() => {
    if (language === first.current) return;
    first.current = language;
    flow.send({ type: "RELOAD" });
  }, [flow, language]);
}
