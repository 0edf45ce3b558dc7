// The page's entry. The loading cover in index.html is painted first, then the app's code runs: on a mid-range phone
// that code takes most of a second to evaluate, and started at once it held the first paint until it was done. The
// app's chunk and style sheet are already downloading (low-priority hints in index.html, scripts/vite/paint-before-app.ts).
// What this file imports must stay small: it is bundled with it (the `boot` group in vite.config.ts).
import { startEarlyRequests } from "./app/early-requests";
import { storedLanguage } from "./app/language-store";
import { warmIntl } from "./views/common/intl-locale";

// The first API calls start now, while the app's chunk downloads (src/app/early-requests.ts).
startEarlyRequests(window.location.pathname === "/", (url) => {
  const link = Object.assign(document.createElement("link"), { rel: "preload", as: "image", href: url, fetchPriority: "high" });
  document.head.append(link);
}).catch(() => {
  // The app asks again for whatever did not arrive.
});

requestAnimationFrame(() =>
  setTimeout(() => {
    void import("./main");
    // The home page's code downloads beside the app's instead of after it (the router takes the same module).
    if (window.location.pathname === "/") void import("./views/pages/HomePage");
    // The main thread is idle while the app's chunk downloads: the date data (header clock, match times) is loaded then.
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => warmIntl(storedLanguage()));
  }),
);
