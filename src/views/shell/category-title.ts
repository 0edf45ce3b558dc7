import type { MessageDescriptor } from "@lingui/core";
import { ROUTES } from "../../routes/route-table";

/** The translated label of a category route: the route table's title. */
export function categoryTitle(path: string): MessageDescriptor | undefined {
  return ROUTES.find((route) => route.path === path)?.title;
}
