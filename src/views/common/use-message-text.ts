import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";

/** Turns a catalogue message (or the server's own text) into the current language's text. */
export function useMessageText(): (message: MessageDescriptor | string) => string {
  const { i18n } = useLingui();
  return useCallback((message) => (typeof message === "string" ? message : i18n._(message)), [i18n]);
}
