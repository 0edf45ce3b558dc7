import { fromPromise } from "xstate";
import { saferBreakMachine } from "../../machines/safer-break.machine";
import { saferPlayMachine } from "../../machines/safer-play.machine";
import type { LimitProposal } from "../../machines/safer-play-rules";
import type { CancelLimitChangeRequest, SaferPlay } from "../../contract";
import type { Break, TakeBreakRequest } from "../../contract/safer-play";
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT, SELF_EXCLUSION_DURATIONS, TIME_OUT_DURATIONS } from "../../contract/safer-play";
import type { ApiClient } from "../api/http-client";
import { flowsPerApp } from "./page-deps";

/** The amounts a member may type for a limit (the contract's bounds), the safer-play machine's input. */
export const LIMIT_BOUNDS = { minAmount: LIMIT_MIN_AMOUNT, maxAmount: LIMIT_MAX_AMOUNT };
/** The durations of each kind of break (the contract's), the safer-break machine's input. */
export const BREAK_DURATIONS = { timeOut: TIME_OUT_DURATIONS, selfExclusion: SELF_EXCLUSION_DURATIONS };

/** The safer-play machine with the app's actors (made on first use by its page). */
export function createSaferPlayFlows(api: ApiClient, onSessionEnded: () => void = () => {}) {
  return {
    // Once the break is taken every session has ended: the app reads the member again, finds the session gone and
    // signs out.
    saferBreak: saferBreakMachine.provide({
      actors: { takeBreak: fromPromise<Break, TakeBreakRequest>(({ input, signal }) => api.request("takeBreak", { body: input, signal })) },
      actions: { sessionEnded: () => onSessionEnded() },
    }),
    saferPlay: saferPlayMachine.provide({
      actors: {
        loadSaferPlay: fromPromise<SaferPlay, void>(({ signal }) => api.request("saferPlay", { signal })),
        setLimit: fromPromise<SaferPlay, LimitProposal>(({ input, signal }) => api.request("setLimit", { body: input, signal })),
        cancelLimitChange: fromPromise<SaferPlay, CancelLimitChangeRequest>(({ input, signal }) => api.request("cancelLimitChange", { body: input, signal })),
      },
    }),
  };
}

export type SaferPlayFlows = ReturnType<typeof createSaferPlayFlows>;

const flowsOfApp = flowsPerApp((deps) => createSaferPlayFlows(deps.api, () => deps.onMemberChanged?.()));

export function saferPlayFlows(): SaferPlayFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("safer-play flows are created with the app actor");
  return flows;
}
