import { STUDIO_LIVE_KEY } from "./storage";

/**
 * Whether this tab streams its actors to the studio's live view (src/app/studio-live.ts). Off by default: switched on
 * with `?studio=live` (remembered for the tab in sessionStorage, so a reload or a sign-out keeps it), off again with
 * `?studio=off`; a build made with VITE_STUDIO_LIVE=on starts with it on. Kept tiny: it is in the first screen's code.
 */
export function studioLiveWanted(search: string, onByDefault: boolean, store: Pick<Storage, "getItem" | "setItem"> | undefined = tabStorage()): boolean {
  const asked = new URLSearchParams(search).get("studio");
  let remembered: string | null = null;
  try {
    if (asked === "live" || asked === "off") store?.setItem(STUDIO_LIVE_KEY, asked === "live" ? "on" : "off");
    remembered = store?.getItem(STUDIO_LIVE_KEY) ?? null;
  } catch {
    // No storage (privacy modes): the query parameter alone decides, for this page load.
  }
  const choice = asked === "live" ? "on" : asked === "off" ? "off" : remembered;
  return choice === "on" || (choice !== "off" && onByDefault);
}

function tabStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
