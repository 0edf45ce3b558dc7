import { Suspense, useState, type ReactNode } from "react";

/**
 * Renders its (lazily loaded) children from the first time `needed` is true on, so a dialog's code is fetched only
 * when it first opens, and stays mounted afterwards so its close transition still plays.
 */
export function MountWhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  return mounted || needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
