import { useLingui } from "@lingui/react/macro";
import type { PaginationProps } from "@mantine/core";

/**
 * Names for every button of Mantine's Pagination (its first/previous/next/last controls are icons with no text): spread
 * the result into each `<Pagination>`, so no page list has an unnamed button.
 */
export function usePaginationLabels(): Pick<PaginationProps, "getItemProps" | "getControlProps"> {
  const { t } = useLingui();
  const controls = { first: t`First page`, previous: t`Previous page`, next: t`Next page`, last: t`Last page` };
  return {
    getItemProps: (page) => ({ "aria-label": t`Page ${page}` }),
    getControlProps: (control) => ({ "aria-label": controls[control] }),
  };
}
