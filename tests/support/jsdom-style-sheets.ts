import { createRequire } from "node:module";

/**
 * jsdom 29 keeps the style sheet of a `<style>` that leaves the document inside a removed subtree: while it detaches
 * the element, the descendants' cached roots still say "connected", so it adds the sheet back. Mantine writes its
 * responsive style props as such `<style>` elements, one per component, so every render's sheets stayed in
 * `document.styleSheets` for the rest of the file, and every computed style (each accessible-name query asks for
 * many) matched elements against all of them: the view files slowed down with each path they replayed. A detached
 * `<style>` is not in a document, so its sheet goes, as in a browser.
 */
export function dropDetachedStyleSheets(): void {
  const require = createRequire(import.meta.url);
  const { implementation: HTMLStyleElementImpl } = require("jsdom/lib/jsdom/living/nodes/HTMLStyleElement-impl.js") as {
    implementation: { prototype: StyleElementImpl };
  };
  const { removeStyleSheet } = require("jsdom/lib/jsdom/living/css/helpers/stylesheets.js") as {
    removeStyleSheet: (sheet: object, element: StyleElementImpl) => void;
  };
  const prototype = HTMLStyleElementImpl.prototype;
  if (prototype.__dropsDetachedSheet) return;
  const detach = prototype._detach;
  prototype._detach = function (this: StyleElementImpl) {
    detach.call(this);
    if (this.sheet) removeStyleSheet(this.sheet, this);
  };
  prototype.__dropsDetachedSheet = true;
}

interface StyleElementImpl {
  sheet: object | null;
  _detach(): void;
  __dropsDetachedSheet?: boolean;
}
