import type { MantineSize } from "@mantine/core";
import classes from "./LoginForm.module.css";

/** The full form (popup, agent page) or the compact one in the desktop header. */
export type LoginLayout = "full" | "compact";

/**
 * Label, size and error placement of a sign-in field. The accessible name is the label either way: visible in the full
 * layout, an aria-label (and the placeholder) in the compact one, where the message takes its own line under the field.
 */
export function fieldProps(layout: LoginLayout, label: string, error: string | undefined) {
  const size: MantineSize = layout === "compact" ? "xs" : "sm";
  if (layout === "full") return { label, error, size };
  return {
    "aria-label": label,
    placeholder: label,
    error,
    size,
    classNames: { root: classes.compactField, error: classes.compactError },
  };
}
