/**
 * Where the keyboard focus lands when the thing that had it goes away: the page's own heading (`main h1`), or the
 * page (`main`) when it has none. Plain DOM helpers for the shell's focus hooks (use-page-focus.ts).
 */

const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/** The page area of the shell (`<main id="main">`). */
export const pageArea = (): HTMLElement | null => document.getElementById("main");

/** True while a modal dialog is on screen (it owns the focus; the page must not take it). */
export const modalOpen = (): boolean => document.querySelector(MODAL) !== null;

/** The element to focus for the page now shown: its first h1 (made focusable by script only), else `main`. */
export function pageLanding(): HTMLElement | null {
  const main = pageArea();
  if (!main) return null;
  const heading = main.querySelector<HTMLElement>("h1");
  if (heading) {
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    return heading;
  }
  return main;
}

/** Focus on the page's landing without scrolling (the router restores or resets the scroll itself). */
export function focusPage(): boolean {
  const landing = pageLanding();
  if (!landing) return false;
  landing.focus({ preventScroll: true });
  return document.activeElement === landing;
}

/** True when nothing holds the focus any more (the document's body has it). */
export const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/** True when `element` can no longer hold the focus: taken out of the document, disabled or hidden. */
export function cannotHoldFocus(element: Element | null): boolean {
  if (!element) return false;
  if (!element.isConnected) return true;
  if ((element as HTMLButtonElement).disabled) return true;
  return element.closest("[inert]") !== null;
}
