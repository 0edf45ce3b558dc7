import type { EventObject } from "xstate";
import type { AppDownload } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The /down page: the links load once on arrival; a failure shows its message and a retry asks again. */
export interface DownloadPage {
  phase: "loading" | "ready" | "failed";
  links?: AppDownload;
  error?: unknown;
}

function apply(p: DownloadPage, event: EventObject & Record<string, unknown>): StepExpectation {
  switch (event.type) {
    case "xstate.done.actor.loadAppDownload":
      p.phase = "ready";
      p.links = event.output as AppDownload;
      p.error = undefined;
      return {};
    case "xstate.error.actor.loadAppDownload":
      p.phase = "failed";
      p.error = event.error;
      return {};
    case "RETRY":
      p.phase = "loading";
      return { requests: [{ id: "loadAppDownload" }] };
  }
  return {};
}

function run(events: readonly EventObject[]) {
  const p: DownloadPage = { phase: "loading" };
  let expectation: StepExpectation = { requests: [{ id: "loadAppDownload" }] };
  for (const event of events) expectation = apply(p, event as EventObject & Record<string, unknown>);
  return { p, expectation };
}

export const downloadPageAfter = (events: readonly EventObject[]): DownloadPage => run(events).p;

export const appDownloadOracle: Oracle = {
  step(events) {
    const { p, expectation } = run(events);
    return { ...expectation, context: { links: p.links, error: p.error } };
  },
};
