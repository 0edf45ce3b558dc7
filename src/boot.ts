// The page's entry. The loading cover in index.html is painted first, then the app's code runs: on a mid-range phone
// that code takes most of a second to evaluate, and started at once it held the first paint until it was done. Its
// chunk and style sheet are asked for only then, so they do not share a slow line with the first picture's requests
// (scripts/vite/paint-before-app.ts).
// What this file imports must stay small: it is bundled with it (the `boot` group in vite.config.ts).
import { layOutCover, showInCover } from "./app/cover-picture";
import { loadApp } from "./app/load-app";
import { picturePageOf, startEarlyRequests } from "./app/early-requests";
import { preloadFirstScreenFonts } from "./app/first-screen-fonts";
import { keepInstallOffers } from "./app/install-prompt";
import { storedLanguage } from "./app/language-store";
import { warmFirstScreenFormats } from "./views/common/intl-formats";
import { warmFormatsInWorker } from "./views/common/intl-warm";

/**
 * How long the app's code may wait for the cover's pictures (below). Long enough for the three round trips before them
 * on a slow phone network (about 1.9 s after this file runs over DevTools' Slow 4G): a shorter wait started the app's
 * chunk while they were still on their way, and the two shared the line.
 */
const PICTURE_WAIT_MS = 3000;

// The browser's offer to install the site can come before the app has loaded (src/app/install-prompt.ts).
keepInstallOffers();

const picturePage = picturePageOf(window.location.pathname, window.location.search);
const onHomePage = picturePage?.page === "home";
layOutCover(picturePage);
// The first API calls start now (src/app/early-requests.ts); on the home page the first hot game's picture goes into
// the cover, on a category's game centre its first games' pictures.
const early = startEarlyRequests(picturePage, showInCover).catch(() => {
  // The app asks again for whatever did not arrive.
});
// The app's chunk is asked for once they are shown: on a slow network it would otherwise share the line with them, and
// evaluating it would hold their paint. On a fast network that is a round trip or two; never more than PICTURE_WAIT_MS.
const pictureShown = picturePage ? Promise.race([early, new Promise((resolve) => setTimeout(resolve, PICTURE_WAIT_MS))]) : undefined;

// The main thread is idle while the first API calls are out: the first screen's date and number formats (header
// clock, match times, winner board) are made then, each in a task of its own, once a worker has loaded the calendar
// data they need (which alone was a long task on the main thread).
const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
const language = storedLanguage();
void warmFormatsInWorker(language).then(() => warmFirstScreenFormats(language, (make) => idle(make)));

requestAnimationFrame(() =>
  setTimeout(async () => {
    await pictureShown;
    preloadFirstScreenFonts();
    void loadApp({ load: () => import("./main"), reload: () => window.location.reload() });
    // The home page's code downloads beside the app's instead of after it (the router takes the same module).
    if (onHomePage) void import("./views/pages/HomePage");
  }),
);
