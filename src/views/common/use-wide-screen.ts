import { useMediaQuery } from "@mantine/hooks";

/**
 * True from Mantine's `sm` breakpoint (48em) up. Parts shown only on wide screens are not rendered at all on phones
 * (CSS `visibleFrom` alone would still render, lay out and update them: the header's clock ticked every second).
 */
export function useWideScreen(): boolean {
  return useMediaQuery("(min-width: 48em)", false, { getInitialValueInEffect: false });
}
