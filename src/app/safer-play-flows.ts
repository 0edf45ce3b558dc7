import { fromPromise } from "xstate";
import { saferPlayMachine } from "../../machines/safer-play.machine";
import type { LimitProposal } from "../../machines/safer-play-rules";
import type { CancelLimitChangeRequest, SaferPlay } from "../../contract";
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT } from "../../contract/safer-play";
import type { ApiClient } from "../api/http-client";
import { flowsPerApp } from "./page-deps";

/** The amounts a member may type for a limit (the contract's bounds), the safer-play machine's input. */
export const LIMIT_BOUNDS = { minAmount: LIMIT_MIN_AMOUNT, maxAmount: LIMIT_MAX_AMOUNT };

/** The safer-play machine with the app's actors (made on first use by its page). */
export function createSaferPlayFlows(api: ApiClient) {
  return {
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

const flowsOfApp = flowsPerApp((deps) => createSaferPlayFlows(deps.api));

export function saferPlayFlows(): SaferPlayFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("safer-play flows are created with the app actor");
  return flows;
}
