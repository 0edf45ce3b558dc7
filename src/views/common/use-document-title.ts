import { useLingui } from "@lingui/react";
import { useMatches } from "@tanstack/react-router";
import { useEffect } from "react";
import { documentTitle, FRAME_TITLES, pageTitleOf, SITE_NAME, type SiteFrame } from "./page-title";

type Matches = ReturnType<typeof useMatches>;

/** The route that renders the page; undefined when only the root matched (the not-found page). */
const pageMatch = (matches: Matches) => {
  const last = matches[matches.length - 1];
  return last && last.routeId !== "__root__" ? last : undefined;
};

/** Keeps document.title on the current page's name, in the current language. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  // Plain values only: each select's result is compared as is.
  const routeId = useMatches({ select: (matches) => pageMatch(matches)?.fullPath as string | undefined });
  const pathname = useMatches({ select: (matches) => pageMatch(matches)?.pathname ?? "/" });
  const params = useMatches({ select: (matches) => JSON.stringify(pageMatch(matches)?.params ?? {}) });
  const title = useMatches({ select: (matches) => pageMatch(matches)?.staticData.title });
  const page = i18n._(pageTitleOf({ routeId, pathname, params: JSON.parse(params) as Record<string, string | undefined>, title }));
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}

/** The title of a whole-site screen (maintenance, region block, ...): its heading, or the site's name while booting. */
export function useFrameTitle(frame: SiteFrame): void {
  const { i18n } = useLingui();
  const title = FRAME_TITLES[frame];
  const text = title ? documentTitle(i18n._(title)) : SITE_NAME;
  useEffect(() => {
    document.title = text;
  }, [text]);
}
