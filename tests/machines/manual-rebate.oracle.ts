import type { EventObject } from "xstate";
import type { ClaimRebateAnswer, RebateInfo } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";

export const KEY_PREFIX = "k";

type Phase = "loading" | "failed" | "ready" | "claiming";

/** Refusals that end the claim (the page then shows what is due now): the error catalogue's two rebate codes. */
const SETTLED = new Set(["REBATE_ALREADY_CLAIMED", "REBATE_NOTHING_DUE"]);

/** The manual-rebate page as the member's events and the fakes' answers leave it. */
export interface RebatePage {
  phase: Phase;
  info?: RebateInfo;
  /** docs/features.md "Idempotency": the same key when a claim is tried again after a lost answer, a new one after an answer. */
  submission: number;
  result?: ClaimRebateAnswer;
  claimError?: { errorCode?: string; kind: string };
  error?: unknown;
}

function follow(events: readonly EventObject[]): { page: RebatePage; expectation: StepExpectation } {
  const p: RebatePage = { phase: "loading", submission: 0 };
  const load = (): StepExpectation => {
    p.phase = "loading";
    return { requests: [{ id: "fetchRebate" }] };
  };
  let x = load();
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (...phases: Phase[]) => {
      if (!phases.includes(p.phase)) throw new Error(`${event.type} cannot happen while the page is ${p.phase}`);
    };
    x = {};
    switch (event.type) {
      case "xstate.done.actor.fetchRebate":
        need("loading");
        p.phase = "ready";
        p.info = event.output as RebateInfo;
        p.error = undefined;
        break;
      case "xstate.error.actor.fetchRebate":
        need("loading");
        p.phase = "failed";
        p.error = event.error;
        break;
      case "REBATE.RETRY":
        need("failed");
        x = load();
        break;
      case "REBATE.CLAIM":
        need("ready");
        // Nothing due: the claim is not offered, and nothing is asked of the server.
        if ((p.info?.total ?? 0) > 0) {
          p.phase = "claiming";
          p.claimError = undefined;
          p.result = undefined;
          x.requests = [{ id: "claimRebate", input: { version: p.info!.version, key: `${KEY_PREFIX}-${p.submission}` } }];
        }
        break;
      case "xstate.done.actor.claimRebate":
        need("claiming");
        p.result = event.output as ClaimRebateAnswer;
        p.submission += 1;
        x = load();
        x.effects = ["balanceChanged"];
        break;
      case "xstate.error.actor.claimRebate": {
        need("claiming");
        const error = event.error as { errorCode?: string; kind: string };
        p.claimError = error;
        if (SETTLED.has(error.errorCode ?? "")) {
          p.submission += 1;
          x = load();
        } else p.phase = "ready";
        break;
      }
      default:
        throw new Error(`the manual-rebate oracle does not know ${event.type}`);
    }
  }
  return { page: p, expectation: x };
}

export const rebatePageAfter = (events: readonly EventObject[]): RebatePage => follow(events).page;

export const manualRebateOracle: Oracle = {
  step(events) {
    const { page: p, expectation } = follow(events);
    return { ...expectation, context: { info: p.info, submission: p.submission, result: p.result, claimError: p.claimError, error: p.error } };
  },
};
