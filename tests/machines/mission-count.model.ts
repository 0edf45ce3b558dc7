import { missionCountMachine, type MissionCountContext } from "../../machines/mission-count.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { missionCountOracle } from "./mission-count.oracle";

function model(trial: boolean): PathModel<typeof missionCountMachine> {
  return {
    name: "missionCount",
    machine: missionCountMachine,
    input: { trial },
    oracle: missionCountOracle({ trial }),
    payloads: {
      "xstate.done.actor.fetchMissionCount": () => [2, 0, 2.5].map((output) => ({ type: "xstate.done.actor.fetchMissionCount", output })),
      "xstate.error.actor.fetchMissionCount": () => [{ type: "xstate.error.actor.fetchMissionCount", error: networkError }],
    },
    contextKey: (context: MissionCountContext) => context.count,
  };
}

export const missionCountModel = model(false);
export const trialMissionCountModel = model(true);
