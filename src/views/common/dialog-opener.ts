import { useEffect, useState } from "react";

/**
 * Focus back on the control that opened a dialog when that control was itself inside a dialog that closed meanwhile
 * (login's "Forgot password?" closes the login dialog while recovery is open, and draws a new link when it comes
 * back). Mantine gives the focus back to the element that had it, but that element is gone: the opener is
 * remembered by name instead, and the new control with that name asks its dialog's focus trap for the focus.
 */
let pendingReturn: string | undefined;

/** Remembers that the control named `name` opened a dialog (call it in the control's onClick). */
export function openedFrom(name: string): void {
  pendingReturn = name;
}

/**
 * Props for the control named `name`: `data-autofocus` (the attribute Mantine's focus trap looks for first) when it is
 * drawn again after the dialog it opened closed. The first such drawing takes the focus; later ones do not.
 */
export function useReturnFocus(name: string): { "data-autofocus"?: true } {
  const [returning] = useState(() => pendingReturn === name);
  useEffect(() => {
    if (returning && pendingReturn === name) pendingReturn = undefined;
  }, [returning, name]);
  return returning ? { "data-autofocus": true } : {};
}
