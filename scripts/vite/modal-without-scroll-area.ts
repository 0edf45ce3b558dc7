import type { Plugin } from "vite";

const SHIM = "\0mantine-modal-scroll-area";
const ROOT = /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Modal|Drawer)[\\/](Modal|Drawer)Root\.mjs$/;

/**
 * Mantine's ModalRoot and DrawerRoot import the whole ScrollArea (about 5 KiB gzip of code and 1 KiB of CSS) for one
 * comparison: `scrollAreaComponent === ScrollArea.Autosize`, which marks the modal when a caller passes that component
 * as its scroll area. The site's dialogs never do (they scroll natively; tests/build/modal-without-scroll-area.test.ts
 * fails if a view starts to), so for those two importers the build gives a stand-in that nothing equals, and the
 * first screen's announcement popup no longer loads ScrollArea.
 */
export function modalWithoutScrollArea(): Plugin {
  return {
    name: "modal-without-scroll-area",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return source.endsWith("/ScrollArea/ScrollArea.mjs") && importer && ROOT.test(importer) ? SHIM : undefined;
    },
    load(id) {
      return id === SHIM ? "export const ScrollArea = { Autosize: Symbol('not a scroll area') };" : undefined;
    },
  };
}
