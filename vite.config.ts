import { lingui } from "@lingui/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientDir } from "./scripts/client-dir.mjs";
import { installableApp } from "./scripts/vite/installable-app";
import { mantineCssPerComponent } from "./scripts/vite/mantine-css";
import { messagesPerChunk } from "./scripts/vite/messages-per-chunk";
import { modalWithoutScrollArea } from "./scripts/vite/modal-without-scroll-area";
import { paintBeforeApp } from "./scripts/vite/paint-before-app";
import { precompress } from "./scripts/vite/precompress";
import { scrollAreaWithoutFloatingUi } from "./scripts/vite/scroll-area-refs";
import { stripMachineDocs } from "./scripts/vite/strip-machine-docs";

/** The debug build (VITE_INSPECTOR=on): function names kept, so the inspector names inline actions as their authors did. */
const inspectorBuild = process.env.VITE_INSPECTOR === "on";

/** The reference server the dev server proxies API calls to. */
const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig(({ command }) => ({
  plugins: [
    // The players' build leaves out the machines' descriptions and meta (scripts/vite/strip-machine-docs.ts); the
    // inspector build and the dev server keep them.
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro", ...(command === "build" && !inspectorBuild ? [stripMachineDocs] : [])] } }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    messagesPerChunk(),
    mantineCssPerComponent(),
    scrollAreaWithoutFloatingUi(),
    modalWithoutScrollArea(),
    paintBeforeApp(),
    precompress(),
    installableApp(),
  ],
  server: {
    port: 5173,
    // /sim (the providers' stand-ins) and /demo-game too: the social sign-in binds its assertion to a cookie of this origin,
    // and launch URLs use PUBLIC_ORIGIN, which `npm run dev` sets to this origin.
    // ws: the chat sockets (/wps/chat/socket, /dev/chat/socket) go through too.
    proxy: { "/wps": { target: apiTarget, ws: true }, "/lgw": apiTarget, "/dev": { target: apiTarget, ws: true }, "/media": apiTarget, "/sim": apiTarget, "/demo-game": apiTarget },
  },
  build: {
    // Debug builds go to their own folder (dist-inspector/, dist-recording/), never into the dist/ that `npm start` serves.
    outDir: clientDir(process.env),
    target: "es2022",
    sourcemap: false,
    // The first screen's chunk is about 740 kB before compression (220 KiB gzip): everything main.tsx imports statically.
    chunkSizeWarningLimit: 800,
    // Everything main.tsx imports statically goes into one chunk. Left to itself the bundler cut it into some 50 shared
    // chunks (whatever a lazy page also uses), all loaded before the first screen anyway: each compresses worse on its
    // own and carries its import and export lists, about 20 KiB gzip in all. Lazily loaded code keeps its own chunks.
    // index.html loads only src/boot.ts, which imports src/main.tsx after the first paint (scripts/vite/paint-before-app.ts).
    // main.tsx is made an entry of its own so that what it imports still carries the `$initial` tag; boot.ts and the
    // page's own module stay out of that group, or index.html would load the app's chunk directly again.
    rolldownOptions: {
      input: { index: "index.html", main: "src/main.tsx" },
      output: {
        // Minified, an action written as a named function (`actions: clearForm`) reaches the inspector as `t` or `r`.
        keepNames: inspectorBuild,
        codeSplitting: {
          groups: [
            // The entry and the few small modules it imports; in the app's chunk they would make the first paint wait for it.
            { name: "boot", test: /\/(src\/(boot\.ts|app\/(language-store|storage|config|early-requests|cover-picture|first-screen-fonts|install-prompt|resolve-image-url|load-app)\.ts|api\/early-answers\.ts|views\/common\/intl-(locale|formats|warm)\.ts|routes\/categories\.ts)|contract\/i18n\.ts|machines\/(system-status|game-pages)\.ts)$/, priority: 2 },
            { name: "initial", tags: ["$initial"], test: (id) => !id.endsWith(".html"), priority: 1 },
          ],
        },
      },
    },
    // Flag images stay files (fetched when a picker shows them) instead of data URLs inside the bundle.
    assetsInlineLimit: (file) => (file.includes("country-flag-icons") ? false : undefined),
  },
}));
