import { manualRebateMachine, type ManualRebateContext } from "../../machines/manual-rebate.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { claimAnswer, rebateDue, rebateNone } from "../fixtures/referral";
import { KEY_PREFIX, manualRebateOracle } from "./manual-rebate.oracle";

export const manualRebateModel: PathModel<typeof manualRebateMachine> = {
  name: "manualRebate",
  machine: manualRebateMachine,
  input: { keyPrefix: KEY_PREFIX },
  oracle: manualRebateOracle,
  payloads: {
    "xstate.done.actor.fetchRebate": () => [
      { type: "xstate.done.actor.fetchRebate", output: rebateDue() },
      { type: "xstate.done.actor.fetchRebate", output: rebateNone() },
    ],
    "xstate.error.actor.fetchRebate": () => [{ type: "xstate.error.actor.fetchRebate", error: networkError }],
    "xstate.done.actor.claimRebate": () => [{ type: "xstate.done.actor.claimRebate", output: claimAnswer() }],
    "xstate.error.actor.claimRebate": () => [
      { type: "xstate.error.actor.claimRebate", error: networkError },
      { type: "xstate.error.actor.claimRebate", error: errorOf("REBATE_ALREADY_CLAIMED") },
      { type: "xstate.error.actor.claimRebate", error: errorOf("REBATE_NOTHING_DUE") },
    ],
  },
  // The submission number grows with every claim: two are enough to tell a kept key from a new one.
  contextKey: (context: ManualRebateContext) => [
    context.info?.total ?? null,
    Math.min(context.submission, 2),
    context.result !== undefined,
    context.claimError?.errorCode ?? context.claimError?.kind ?? null,
    context.error !== undefined,
  ],
};
