import { startTransition, useDeferredValue, useEffect, useState } from "react";

// A first screen rendered in one piece is one long task: the browser can neither paint nor answer a tap until it is
// done. These hooks let parts that need not be in the first paint come in later, time-sliced renders of their own.

/** False in a component's first render, true in a background render React starts right after it. */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}

/** False until `ready` has been drawn, then true in a background (transition) render of its own. */
export function useAfterDrawn(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (ready && !after) startTransition(() => setAfter(true));
  }, [ready, after]);
  return after;
}
