import { realityCheckMachine, type RealityCheckContext } from "../../machines/reality-check.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { checkDue, checkLater, checkOff, realityCheckAnswer } from "../fixtures/reality-check";
import { realityCheckFlow } from "./reality-check.oracle";

function model(trial: boolean): PathModel<typeof realityCheckMachine> {
  return {
    name: "realityCheck",
    machine: realityCheckMachine,
    input: { trial },
    oracle: realityCheckFlow(trial).oracle,
    payloads: {
      "xstate.done.actor.fetchRealityCheck": () => [checkLater(), checkDue(), checkOff()].map((output) => ({ type: "xstate.done.actor.fetchRealityCheck", output })),
      "xstate.error.actor.fetchRealityCheck": () => [{ type: "xstate.error.actor.fetchRealityCheck", error: networkError }],
      "xstate.done.actor.setRealityCheck": () => [realityCheckAnswer(20, 30), checkOff()].map((output) => ({ type: "xstate.done.actor.setRealityCheck", output })),
      "xstate.error.actor.setRealityCheck": () => [{ type: "xstate.error.actor.setRealityCheck", error: errorOf("INVALID_REQUEST") }],
      "xstate.done.actor.ackRealityCheck": () => [{ type: "xstate.done.actor.ackRealityCheck", output: realityCheckAnswer(16, 30) }],
      "xstate.error.actor.ackRealityCheck": () => [{ type: "xstate.error.actor.ackRealityCheck", error: networkError }],
      "REALITY_CHECK.SET": () => [{ type: "REALITY_CHECK.SET", intervalMinutes: 30 }, { type: "REALITY_CHECK.SET", intervalMinutes: 0 }],
    },
    contextKey: (context: RealityCheckContext) => [context.check?.now ?? null, context.check?.nextAt ?? null, context.error !== undefined],
  };
}

export const realityCheckModel = model(false);
export const trialRealityCheckModel = model(true);
