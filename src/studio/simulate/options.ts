import type { EventObject } from "xstate";
import type { StudioMachine } from "../model";

/** An event's payload in a few words: `field: "username", value: " demo "`. */
export function summary(event: EventObject): string {
  const { type: _type, ...rest } = event as EventObject & Record<string, unknown>;
  const text = Object.entries(rest)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(", ");
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** The user events (not xstate.* ones) handled by the active states, in the machine's order, each once. */
export function userEventsAt(machine: StudioMachine, activeIds: readonly string[]): string[] {
  const active = new Set(activeIds);
  const types = machine.transitions.filter((t) => active.has(t.source) && t.event !== "" && !t.event.startsWith("xstate.")).map((t) => t.event);
  return [...new Set(types)];
}

/** How an answer reads on its button: success, or the failure's code or kind (and a captcha flag when it carries one). */
export function answerLabel(event: EventObject): { ok: boolean; detail: string } {
  if (event.type.startsWith("xstate.done.")) {
    const output = (event as { output?: unknown }).output;
    const text = output === undefined ? "" : JSON.stringify(output);
    return { ok: true, detail: text.length > 40 ? `${text.slice(0, 37)}…` : text };
  }
  const error = (event as { error?: { errorCode?: string; kind?: string; value?: unknown } }).error;
  const code = error?.errorCode ?? error?.kind ?? "";
  const captcha = (error?.value as { captcha?: boolean } | undefined)?.captcha ? " (captcha)" : "";
  return { ok: false, detail: `${code}${captcha}` };
}
