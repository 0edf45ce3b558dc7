import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef } from "react";

/**
 * Mantine's carousel writes two screen-reader texts it takes no props for: the "Slide 1 of 3" announcement and the
 * "Slides" name of its indicator list. This puts them in the page's language (left to Mantine, a Thai page reads them in
 * English); the other texts go through the carousel's props (`aria-roledescription`, `getIndicatorProps`, the slides'
 * `aria-label`). Returns the ref for the carousel's root.
 */
export function useCarouselLabels(): (root: HTMLElement | null) => void {
  const { t } = useLingui();
  const status = useRef<(current: number, total: number) => string>(() => "");
  const slides = useRef("");
  status.current = (current, total) => t`Slide ${current} of ${total}`;
  slides.current = t`Slides`;
  const observer = useRef<MutationObserver | undefined>(undefined);
  const rootRef = useRef<HTMLElement | null>(null);

  const relabel = useCallback(() => {
    const root = rootRef.current;
    if (!root) return;
    root.querySelector(":scope > [role=tablist]")?.setAttribute("aria-label", slides.current);
    const live = root.querySelector(":scope > [role=status]");
    const match = /(\d+)\D+(\d+)/.exec(live?.textContent ?? "");
    if (live && match) {
      const text = status.current(Number(match[1]), Number(match[2]));
      if (live.textContent !== text) live.textContent = text;
    }
  }, []);

  // Again after every render: the language may have changed.
  useEffect(relabel);
  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback(
    (root: HTMLElement | null) => {
      observer.current?.disconnect();
      rootRef.current = root;
      if (!root) return;
      // The carousel rewrites its announcement on each slide change.
      observer.current = new MutationObserver(relabel);
      observer.current.observe(root, { childList: true, subtree: true, characterData: true });
      relabel();
    },
    [relabel],
  );
}
