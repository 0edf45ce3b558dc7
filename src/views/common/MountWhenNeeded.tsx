import { Suspense, useEffect, useState, type ReactNode } from "react";

/**
 * Renders its (lazily loaded) children from the first time `needed` is true on, so a dialog's code is fetched only
 * when it first opens, and stays mounted afterwards so its close transition still plays.
 */
export function MountWhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted || needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * `opened` from the second render on, for a modal that MountWhenNeeded mounts at its first opening: a Mantine modal
 * mounted already open would skip its enter transition and, once closed, not give the focus back to what had it
 * (both follow changes of `opened`).
 */
export function useOpenedOnceMounted(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && opened;
}
