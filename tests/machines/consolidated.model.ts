import { consolidatedMachine } from "../../machines/consolidated.machine";
import type { PathModel } from "../paths/generate-paths";
import { consolidated } from "../fixtures/agent";
import { networkError } from "../fixtures/errors";
import { consolidatedOracle } from "./consolidated.oracle";

const payloads: PathModel<typeof consolidatedMachine>["payloads"] = {
  "xstate.done.actor.loadConsolidated": () => [{ type: "xstate.done.actor.loadConsolidated", output: consolidated }],
  "xstate.error.actor.loadConsolidated": () => [{ type: "xstate.error.actor.loadConsolidated", error: networkError }],
};

/** A non-trial member on a site with the agent policy on: fetched. */
export const consolidatedModel: PathModel<typeof consolidatedMachine> = {
  name: "consolidated",
  machine: consolidatedMachine,
  input: { trial: false, agentPolicy: true },
  oracle: consolidatedOracle({ trial: false, agentPolicy: true }),
  payloads,
  contextKey: (context) => context.fresh,
};

/** A trial member: never fetched. */
export const consolidatedTrialModel: PathModel<typeof consolidatedMachine> = {
  ...consolidatedModel,
  input: { trial: true, agentPolicy: true },
  oracle: consolidatedOracle({ trial: true, agentPolicy: true }),
};

/** The agent policy off: never fetched. */
export const consolidatedPolicyOffModel: PathModel<typeof consolidatedMachine> = {
  ...consolidatedModel,
  input: { trial: false, agentPolicy: false },
  oracle: consolidatedOracle({ trial: false, agentPolicy: false }),
};
