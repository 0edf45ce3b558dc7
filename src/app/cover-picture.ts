// The loading cover (index.html) is the page until the app's code has downloaded and run: on a phone over a slow
// network, seconds after the lobby's first picture could be shown. The page's entry puts the first hot game's picture
// into the cover's slot for it as soon as the early answer names it (src/app/early-requests.ts); the lobby's first
// render, which replaces the cover, shows the same picture at the same size (src/views/lobby/HotGamesRow.tsx).

/** The cover's picture, a square of this many CSS pixels (index.html's `.cover-hot`, the lobby's 280 and a margin). */
const COVER_PICTURE_PX = 284;

/** Shows `url` in the cover; resolves once it has been painted or has failed, at once if the page has no cover. */
export function showInCover(url: string): Promise<void> {
  const slot = document.querySelector("#loading-cover .cover-hot");
  if (!slot) return Promise.resolve();
  const image = Object.assign(document.createElement("img"), { alt: "", width: COVER_PICTURE_PX, height: COVER_PICTURE_PX, src: url });
  image.fetchPriority = "high";
  return new Promise((resolve) => {
    // After the frame that paints it: the app's code, evaluated next, would otherwise hold that paint.
    image.addEventListener("load", () => requestAnimationFrame(() => setTimeout(resolve)), { once: true });
    image.addEventListener("error", () => resolve(), { once: true });
    slot.append(image);
  });
}
