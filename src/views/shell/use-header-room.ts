import { useCallback, useEffect, useRef } from "react";

/**
 * Keeps `--header-room` on the document at the sticky header's height, which global.css gives to `scroll-padding-top`:
 * an element that receives the focus (or is scrolled to) stops below the header instead of hidden under it.
 */
export function useHeaderRoom(): (node: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    observer.current = new ResizeObserver(() => root.style.setProperty("--header-room", `${Math.ceil(node.getBoundingClientRect().height)}px`));
    observer.current.observe(node);
  }, []);
}
