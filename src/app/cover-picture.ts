// The loading cover (index.html) is the page until the app's code has downloaded and run: on a phone over a slow
// network, seconds after the first pictures could be shown. The page's entry lays the cover out as the page being
// opened (the lobby, or a category's game centre) and puts the first games' pictures into it as soon as the early
// answer names them (src/app/early-requests.ts). The app's first screen shows the same pictures at the same places:
// the lobby's first hot game (src/views/lobby/HotGamesRow.tsx) and the centre's grid (src/views/games/GameGrid.tsx).
import type { PicturePage } from "./early-requests";

/** The lobby's first hot game in the cover, a square of this many CSS pixels (index.html's `.cover-hot`, the lobby's 280 and a margin). */
const HOT_PICTURE_PX = 284;

const cover = () => document.getElementById("loading-cover");

/** A game centre's cover has its layout (index.html's `[data-page="centre"]`), with the rows only RNG has. */
export function layOutCover(page: PicturePage | undefined): void {
  const element = cover();
  if (!element || page?.page !== "centre") return;
  element.dataset.page = "centre";
  element.dataset.centre = page.gameType;
}

/**
 * Shows the pictures in the cover's slots for them (the lobby's one, or as many of the centre's grid as there are), the
 * first fetched first. Resolves once the first has been painted or has failed; at once if the page has no cover.
 */
export function showInCover(urls: string[]): Promise<void> {
  const element = cover();
  const centre = element?.dataset.page === "centre";
  const slots = [...(element?.querySelectorAll(centre ? ".cover-grid > i" : ".cover-hot") ?? [])];
  const images = slots.slice(0, urls.length).map((slot, i) => {
    const image = Object.assign(document.createElement("img"), { alt: "", src: urls[i]! }, centre ? {} : { width: HOT_PICTURE_PX, height: HOT_PICTURE_PX });
    if (i === 0) image.fetchPriority = "high";
    slot.append(image);
    return image;
  });
  const first = images[0];
  if (!first) return Promise.resolve();
  return new Promise((resolve) => {
    // After the frame that paints it: the app's code, evaluated next, would otherwise hold that paint.
    first.addEventListener("load", () => requestAnimationFrame(() => setTimeout(resolve)), { once: true });
    first.addEventListener("error", () => resolve(), { once: true });
  });
}
