import DOMPurify from "dompurify";

/** `on…=` attributes inside a start tag, with the separator before them (a space or a slash, as in `<img/onerror=…>`). */
const HANDLER = /(<[a-z][^>]*?)[\s/]+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Removes inline event handlers from the text before anything parses it. Chromium checks a handler against the page's
 * Content Security Policy while parsing, even in DOMPurify's inert document, and logs a violation; DOMPurify still
 * does the real sanitising afterwards.
 */
export function stripInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(HANDLER, "$1 ");
  } while (current !== previous);
  return current;
}

/** An image address that means the same on every page: absolute http(s), rooted, or an inline picture. */
const STABLE_IMAGE = /^(https?:\/\/|\/|data:image\/)/i;

DOMPurify.addHook("uponSanitizeElement", (node, data) => {
  // A relative image address (`x`) depends on the page that shows it and names no picture of the site: dropped.
  if (data.tagName === "img" && !STABLE_IMAGE.test((node as Element).getAttribute("src") ?? "")) node.parentNode?.removeChild(node);
});

/** Server HTML (notices, popups) made safe to put into the page: no script, no handler, no relative image. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(stripInlineHandlers(html));
}
