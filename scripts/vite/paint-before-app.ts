import type { Plugin } from "vite";

/** The app's entry (src/main.tsx); index.html loads src/boot.ts, which imports it after the first paint. */
const APP_ENTRY = /\/src\/main\.tsx$/;
/** The page's own entry, which index.html loads. */
const BOOT_ENTRY = /\/src\/boot\.ts$/;

/**
 * Vite lists an entry's chunk and style sheet in index.html as a script and a render-blocking style sheet. For the app's
 * entry both are taken out: the page paints its loading cover (styled inline) before either is asked for, and
 * src/boot.ts imports the app after the first paint (on the lobby and a game centre once the cover's first pictures are
 * shown), when Vite's preload helper adds the style sheet and waits for it, so nothing renders unstyled.
 *
 * Why not even a low-priority download hint: on a slow phone network the app's chunk (the one large download) then
 * shares the line with the three small answers and the picture the first screen waits for. Measured (Lighthouse mobile,
 * `/`, interleaved runs on one machine): LCP 2.3-2.5 s with the hint, 1.3-1.5 s without; FCP unchanged. The app's code
 * starts downloading once the first picture is on screen instead of at once, which on a slow network makes the page
 * answer taps later by about that download, while the cover already shows the page's layout and its first picture.
 */
export function paintBeforeApp(): Plugin {
  return {
    name: "paint-before-app",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const app = Object.values(context.bundle ?? {}).find((file) => file.type === "chunk" && file.isEntry && APP_ENTRY.test(file.facadeModuleId ?? ""));
        if (!app || app.type !== "chunk") throw new Error("paint-before-app: the build has no src/main.tsx entry");
        const bundle = context.bundle ?? {};
        const chunkOf = (name: string) => {
          const file = bundle[name];
          return file?.type === "chunk" ? file : undefined;
        };
        const withImports = (names: string[], seen = new Set<string>()): Set<string> => {
          for (const name of names) {
            if (seen.has(name)) continue;
            seen.add(name);
            withImports(chunkOf(name)?.imports ?? [], seen);
          }
          return seen;
        };
        // What src/boot.ts needs stays. The app's own files go: its chunk, and what it imports that boot.ts does not. (A
        // top-level await in the app's code makes the bundler keep the entry as a small facade over a chunk of its own,
        // and list that chunk in index.html too.)
        const boot = Object.values(bundle).find((file) => file.type === "chunk" && file.moduleIds.some((id) => BOOT_ENTRY.test(id)));
        if (!boot || boot.type !== "chunk") throw new Error("paint-before-app: the build has no chunk with src/boot.ts");
        const keep = withImports([boot.fileName]);
        const appFiles = [...withImports([app.fileName])].filter((name) => !keep.has(name));
        let out = html;
        for (const name of appFiles) {
          out = out.replace(`<script type="module" crossorigin src="/${name}"></script>`, "");
          for (const css of chunkOf(name)?.viteMetadata?.importedCss ?? []) out = out.replace(`<link rel="stylesheet" crossorigin href="/${css}">`, "");
        }
        if (appFiles.some((name) => out.includes(`src="/${name}"`)) || out.includes(`rel="stylesheet"`)) {
          throw new Error("paint-before-app: index.html still loads the app's chunk or style sheet directly");
        }
        return out;
      },
    },
  };
}
