import { useCallback } from "react";
import { useAppSelector } from "../../app/app-context";
import { resolveImageUrl } from "../../app/resolve-image-url";

let chosen: { from: readonly string[]; cdn: string | undefined } | undefined;

/** The image CDN for this page load: one chosen at random from the configured list (none: the site itself). */
export function pickCdn(cdns: readonly string[], random: () => number = Math.random): string | undefined {
  if (chosen?.from === cdns) return chosen.cdn;
  const cdn = cdns.length > 0 ? cdns[Math.floor(random() * cdns.length)] : undefined;
  chosen = { from: cdns, cdn };
  return cdn;
}

const NO_CDNS: readonly string[] = [];

/** Resolves server images on the chosen CDN (resolveImageUrl: whatever form the server gave them). */
export function useImageResolver(): (path: string) => string {
  const cdns = useAppSelector((snapshot) => snapshot.context.system?.status.info.imageCDNs ?? NO_CDNS);
  const cdn = pickCdn(cdns);
  return useCallback((path: string) => resolveImageUrl(path, cdn), [cdn]);
}

/** A server image's address on the chosen CDN. */
export function useImageUrl(path: string): string {
  return useImageResolver()(path);
}
