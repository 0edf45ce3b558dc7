/**
 * The window a game opens in. It is opened empty while the click is handled (pop-up blockers allow that) and
 * pointed at the game once its URL is known; seamless games show on /seamless instead.
 */
export function createGameWindow(navigate: (to: string) => void) {
  let prepared: Window | null = null;
  /** The window the last game opened in, so that stopping play can close it. */
  let opened: Window | null = null;
  return {
    prepare(): void {
      if (typeof window === "undefined") return;
      prepared = window.open("", "_blank");
    },
    discard(): void {
      prepared?.close();
      prepared = null;
    },
    open(url: string, seamless: boolean): void {
      const target = prepared;
      prepared = null;
      if (seamless) {
        target?.close();
        navigate(`/seamless?url=${encodeURIComponent(url)}`);
        return;
      }
      if (target && !target.closed) {
        target.opener = null;
        target.location.href = url;
        opened = target;
      } else {
        window.open(url, "_blank", "noopener");
      }
    },
    /** Closes the game's window and a prepared one (a window opened without a prepared one cannot be reached). */
    close(): void {
      prepared?.close();
      prepared = null;
      opened?.close();
      opened = null;
    },
  };
}
