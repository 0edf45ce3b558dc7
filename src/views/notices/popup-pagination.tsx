import type { PaginationProps } from "@mantine/core";
import { lazy, Suspense } from "react";

// Mantine's Pagination is a chunk of its own: the popup list needs it only past five popups, which most visits never see.
const Pagination = lazy(() => import("./pagination-part").then((m) => ({ default: m.Pagination })));

/** The popup list's page controls, loaded when a list first has more than one page (an empty span holds the place). */
export function PopupPagination(props: PaginationProps) {
  return (
    <Suspense fallback={<span />}>
      <Pagination {...props} />
    </Suspense>
  );
}
