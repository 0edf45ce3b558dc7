import { useEffect, useRef } from "react";
import { cannotHoldFocus, focusLost, focusPage, modalOpen, pageArea } from "./focus-landing";

const MODAL_ANCESTOR = '[role="dialog"], [role="alertdialog"]';
/** How long a new page has to draw its h1 before the focus goes to the page area itself. */
const HEADING_WAIT_MS = 1_000;
/** After this long without the page being ready (a dialog stayed open over it), the focus is left where it is. */
const GIVE_UP_MS = 3_000;
const POLL_MS = 50;

/**
 * After a route change, the focus moves to the new page's h1 (or `main`), so a keyboard or screen-reader user starts
 * on the new page instead of on the link they followed. Not on the first page of a visit, not while a modal dialog is
 * open over the page (it owns the focus), and not once the person has put the focus somewhere else.
 */
export function useRouteChangeFocus(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const from = document.activeElement;
    // A route change a dialog caused (signing in on /login goes home): the page matters more than the dialog's opener.
    const fromDialog = from?.closest(MODAL_ANCESTOR) != null;
    const started = performance.now();
    let timer = 0;
    const attempt = () => {
      const elapsed = performance.now() - started;
      const active = document.activeElement;
      const untouched = focusLost() || active === from || cannotHoldFocus(from) || (fromDialog && active?.closest(MODAL_ANCESTOR) == null);
      if (!untouched || elapsed > GIVE_UP_MS) return;
      const ready = !modalOpen() && (pageArea()?.querySelector("h1") != null || elapsed > HEADING_WAIT_MS);
      if (ready) focusPage();
      else timer = window.setTimeout(attempt, POLL_MS);
    };
    timer = window.setTimeout(attempt, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** Parts over the page that take the focus for a while: dialogs, menus and list boxes. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/**
 * When the element that had the focus is taken away (a dialog closed after signing in, a button became disabled
 * while its request runs) and the focus fell to the document's body, it goes back to the last control on the page
 * that had it before a dialog or menu took it (the account menu a "Sign out" dialog came from), when that control is
 * still there, else to the page's h1 (or `main`), so the next Tab continues from the page and not from the top of the
 * document. Not while a modal dialog is open.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let last: Element | null = null;
    let lastOnPage: HTMLElement | null = null;
    let timer = 0;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
      if (last instanceof HTMLElement && !last.closest(OVERLAY)) lastOnPage = last;
    };
    const rescue = () => {
      timer = 0;
      if (!focusLost() || !cannotHoldFocus(last) || modalOpen()) return;
      const fromOverlay = last !== lastOnPage;
      if (fromOverlay && lastOnPage && !cannotHoldFocus(lastOnPage)) lastOnPage.focus({ preventScroll: true });
      // The control may be there but hidden (a closed drawer's): the page then.
      if (focusLost()) focusPage();
    };
    // A short wait lets a closing dialog give the focus back to its opener first, when the opener is still there.
    const observer = new MutationObserver(() => {
      if (!timer && last && focusLost()) timer = window.setTimeout(rescue, POLL_MS);
    });
    document.addEventListener("focusin", onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "inert"] });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
}
