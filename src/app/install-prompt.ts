/**
 * The browser's offer to install the site, kept from the moment the page starts: Chromium fires `beforeinstallprompt`
 * once, usually before the download page (/down) has opened, and its event is the only way to open the install dialog.
 * Loaded by src/boot.ts; the download page's install actor (src/app/help-flows.ts) reads and follows it.
 */

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallStatus = "unavailable" | "available" | "installed";

let offer: BeforeInstallPromptEvent | undefined;
let installed = false;
const listeners = new Set<(status: InstallStatus) => void>();

const runsInstalled = () =>
  window.matchMedia?.("(display-mode: standalone)").matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true;

export function installStatus(): InstallStatus {
  if (installed || runsInstalled()) return "installed";
  return offer ? "available" : "unavailable";
}

const tell = () => listeners.forEach((listener) => listener(installStatus()));

/** Follows the install status; answers the function that stops following. */
export function followInstallStatus(listener: (status: InstallStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the browser's install dialog with the kept offer (usable once) and answers the visitor's choice. */
export async function promptInstall(): Promise<"accepted" | "dismissed"> {
  const used = offer;
  if (!used) throw new Error("the browser has not offered to install the site");
  offer = undefined;
  await used.prompt();
  const { outcome } = await used.userChoice;
  tell();
  return outcome;
}

export function keepInstallOffers(target: Window = window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    // Kept for the download page's button instead of the browser's own mini bar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    tell();
  });
  target.addEventListener("appinstalled", () => {
    installed = true;
    offer = undefined;
    tell();
  });
}
