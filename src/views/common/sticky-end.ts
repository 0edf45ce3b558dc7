import type { CSSProperties } from "react";

/**
 * The last column of a table that scrolls sideways (the actions): it stays at the right edge, so on a phone the
 * buttons are on screen while the other columns scroll under them.
 */
export const STICKY_END: CSSProperties = {
  position: "sticky",
  insetInlineEnd: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
  boxShadow: "-6px 0 6px -6px rgba(0, 0, 0, 0.6)",
};
