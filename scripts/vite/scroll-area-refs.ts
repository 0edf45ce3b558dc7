import type { Plugin } from "vite";

const SHIM = "\0mantine-scroll-area-merge-refs";
const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea (inside every Modal and Drawer) takes one small hook, `useMergeRefs`, from `@floating-ui/react`,
 * and with it the whole floating-ui chunk (about 15 KiB gzip) that only tooltips, menus and popovers need. For that one
 * importer the build gives it the same hook over Mantine's own `useMergedRef` (same behaviour: every ref gets the node,
 * callback refs' cleanups run), so the first screen's popup modal no longer loads floating-ui.
 */
export function scrollAreaWithoutFloatingUi(): Plugin {
  return {
    name: "scroll-area-without-floating-ui",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return source === "@floating-ui/react" && importer && SCROLL_AREA.test(importer) ? SHIM : undefined;
    },
    load(id) {
      if (id !== SHIM) return undefined;
      return [
        'import { useMergedRef } from "@mantine/hooks";',
        "export function useMergeRefs(refs) {",
        "  return useMergedRef(...refs);",
        "}",
      ].join("\n");
    },
  };
}
