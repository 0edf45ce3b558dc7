import { useCallback } from "react";
import { focusLost, pageArea } from "./focus-landing";

/**
 * A ref for the answer to something the person just did (a request's confirmation or its error): when the element is
 * drawn, it takes the focus (made focusable by script only), so the answer is read out and the next Tab starts from
 * it. Only while the focus is lost or still on the page itself; never taken from a dialog or the header.
 */
export function useFocusOnShow<T extends HTMLElement>(): (node: T | null) => void {
  return useCallback((node: T | null) => {
    if (!node) return;
    const active = document.activeElement;
    if (!focusLost() && !(active && pageArea()?.contains(active))) return;
    if (!node.hasAttribute("tabindex")) node.tabIndex = -1;
    node.focus({ preventScroll: false });
  }, []);
}
