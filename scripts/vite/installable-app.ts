import { VitePWA } from "vite-plugin-pwa";
import { dark } from "../../src/brand-colours";

/**
 * The installed app: its web app manifest and its service worker (Workbox generateSW), described in docs/operating.md
 * ("Installed app"). The worker never answers an API call, a game frame or any other server path: it precaches the
 * shell and the first screen's files, keeps game art and vendor logos in a capped cache, and answers a page navigation
 * that has no network with the precached offline page. A new worker waits until the player chooses to reload
 * (registerType "prompt", src/app/service-worker.ts); the dev server has no worker.
 */
export function installableApp() {
  return VitePWA({
    // The kill switch (docs/operating.md): a build with PWA_SELF_DESTROY=on ships a worker that empties its caches and
    // unregisters itself, and no manifest link.
    selfDestroying: process.env.PWA_SELF_DESTROY === "on",
    registerType: "prompt",
    // src/app/service-worker.ts registers it after the app has started.
    injectRegister: false,
    devOptions: { enabled: false },
    // The icons are generated from the logo by `npm run icons` (pwa-assets.config.ts) and committed in public/.
    includeAssets: [],
    manifest: {
      id: "/",
      name: "Royal Play",
      short_name: "Royal Play",
      description: "เกม สล็อต คาสิโนสด กีฬา และหวย ในแอปเดียว",
      lang: "th",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      orientation: "any",
      theme_color: dark[7],
      background_color: dark[7],
      categories: ["games", "entertainment"],
      icons: [
        { src: "/pwa-64x64.png", sizes: "64x64", type: "image/png" },
        { src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" },
        { src: "/pwa-512x512.png", sizes: "512x512", type: "image/png" },
        { src: "/maskable-icon-512x512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
      shortcuts: [
        { name: "ฝากเงิน", short_name: "ฝากเงิน", url: "/member/depositv2", icons: [{ src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" }] },
        { name: "สล็อต", short_name: "สล็อต", url: "/rng", icons: [{ src: "/pwa-192x192.png", sizes: "192x192", type: "image/png" }] },
      ],
    },
    workbox: {
      // The shell and the first screen: the boot script, the app's chunk and style sheet, the home page's, the Thai and
      // Latin Sarabun faces, the offline page and the icons. Lazily loaded pages stay in the browser's HTTP cache
      // (hashed names, cached for a year).
      globPatterns: [
        "offline.html",
        "offline.js",
        "favicon.svg",
        "assets/{boot,initial,main,HomePage}-*.{js,css}",
        "assets/sarabun-{thai,latin}-{400,600}-normal-*.woff2",
      ],
      // index.html is never precached: a navigation always goes to the network, so a release reaches the next page load.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first visit's worker takes the page at once (nothing older to replace); a later one waits (skipWaiting off).
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          // Top-level page loads of the app (never frames, never server paths): the network, else the offline page.
          urlPattern: ({ request, url, sameOrigin }) =>
            sameOrigin && request.mode === "navigate" && request.destination === "document" && !/^\/(wps|lgw|dev|media|sim|demo-game|studio|app)(\/|$)/.test(url.pathname),
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "offline.html" } },
        },
        {
          // Game art and vendor logos (server/routes/game-media.ts): fixed per id, so the cache answers first.
          urlPattern: ({ url, request }) => request.destination === "image" && /^\/media\/(games|vendors)\//.test(url.pathname),
          handler: "CacheFirst",
          options: {
            cacheName: "game-art",
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
