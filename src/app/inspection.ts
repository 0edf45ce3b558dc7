import type { InspectionEvent, Observer } from "xstate";

/**
 * The one inspection hook of the running app. The root actor and every page flow are created with
 * `inspection(<flow name>)`, so whoever listens (the Stately inspector, the session recorder, the studio's live view)
 * sees the whole system under readable ids. Without a listener it adds only the ids: production pays nothing per event.
 * tests/app/inspection-hook.test.ts fails on a createActor or useActorRef in src/ that skips it.
 */
let inspector: Observer<InspectionEvent> | undefined;
/** The session recorder (src/app/session-recorder.ts), when a session is being recorded. */
let recorder: Observer<InspectionEvent> | undefined;
/** The studio's live stream (src/app/studio-live.ts), when switched on with `?studio=live`. */
let live: Observer<InspectionEvent> | undefined;

/** Set by createAppActor from its options (main.tsx passes the masked Stately inspector when VITE_INSPECTOR=on). */
export function setInspector(next: Observer<InspectionEvent> | undefined): void {
  inspector = next;
}

/** Set by main.tsx when the visitor opted into session recording. */
export function setSessionRecorder(next: Observer<InspectionEvent> | undefined): void {
  recorder = next;
}

/** Set by main.tsx when the studio's live view is switched on (src/app/studio-live-switch.ts). */
export function setStudioLive(next: Observer<InspectionEvent> | undefined): void {
  live = next;
}

const forward = (event: InspectionEvent) => {
  inspector?.next?.(event);
  recorder?.next?.(event);
  live?.next?.(event);
};

/** Options for createActor/useActorRef: the flow's id and systemId, and the inspection while anyone listens. */
export function inspection(flow: string): { id: string; systemId: string; inspect?: (event: InspectionEvent) => void } {
  return inspector || recorder || live ? { id: flow, systemId: flow, inspect: forward } : { id: flow, systemId: flow };
}
