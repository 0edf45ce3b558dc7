import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { MEMBER_PAGE_LABELS } from "../../i18n/member-pages";
import { agentPageInfo } from "../agent/agent-pages";
import { centreTitle } from "../games/centre-title";
import { SITE_NAME } from "./site-name";

/** What the window's title names: the page a route shows, in the page's language (so tabs, bookmarks and the history tell pages apart). */
export interface TitledRoute {
  /** The route's path pattern (`/member/$page`), or undefined for a path no route knows. */
  routeId: string | undefined;
  pathname: string;
  params: Record<string, string | undefined>;
  /** The route table's title (static data). */
  title: MessageDescriptor | undefined;
}

export { SITE_NAME };

/** The page's own name: the member or agent page, the game centre, else the route table's title. */
export function pageTitleOf(route: TitledRoute): MessageDescriptor {
  switch (route.routeId) {
    case "/member/$page": {
      // An unknown member page is the not-found page (the router shows it), named so.
      return MEMBER_PAGE_LABELS[route.params.page as keyof typeof MEMBER_PAGE_LABELS] ?? msg`Page not found`;
    }
    case "/agent/$page": {
      const info = agentPageInfo(route.params.page ?? "");
      if (info) return info.title;
      break;
    }
    case "/games/$centre":
      return centreTitle(route.pathname, route.params.centre);
  }
  return route.title ?? msg`Page not found`;
}

/** "<page> | Royal Play". */
export function documentTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

/** The whole-site screens the root machine shows instead of a route (maintenance and friends). */
export type SiteFrame = "booting" | "bootFailed" | "invalidDomain" | "maintenance" | "regionBlocked";

export const FRAME_TITLES: Record<SiteFrame, MessageDescriptor | undefined> = {
  booting: undefined,
  bootFailed: msg`We could not reach the site`,
  invalidDomain: msg`Invalid URL`,
  maintenance: msg`System maintenance`,
  regionBlocked: msg`Access restricted`,
};
