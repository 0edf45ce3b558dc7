import { missionCountMachine } from "../../machines/mission-count.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// The red count on "missions": missions done and not yet claimed, 0 until known; fetched again when a mission was
// claimed (a fetch under way starts over); a failed fetch keeps the last count; never fetched for a trial account.
const model = { name: "missionCount", machine: missionCountMachine, input: { trial: false } };
const refresh = { type: "MISSIONS.REFRESH" };

describeWalks(model, [
  { name: "the count is 0 until it is known", steps: [], state: "loading", requests: { fetchMissionCount: 1 }, context: { count: 0 } },
  { name: "the count read is shown", steps: [answer("fetchMissionCount", 3)], state: "loaded", context: { count: 3 } },
  { name: "a count in parts is shown whole", steps: [answer("fetchMissionCount", 2.5)], state: "loaded", context: { count: 2 } },
  { name: "a claimed mission fetches the count again", steps: [answer("fetchMissionCount", 3), refresh], state: "loading", requests: { fetchMissionCount: 2 }, context: { count: 3 } },
  { name: "the new count replaces the old one", steps: [answer("fetchMissionCount", 3), refresh, answer("fetchMissionCount", 2)], state: "loaded", context: { count: 2 } },
  { name: "a claim while the count is being fetched starts the fetch over", steps: [refresh], state: "loading", requests: { fetchMissionCount: 2 } },
  { name: "a failed fetch keeps the last count", steps: [answer("fetchMissionCount", 3), refresh, failure("fetchMissionCount", networkError)], state: "failed", context: { count: 3 } },
  {
    name: "after a failed fetch, a claimed mission fetches the count again",
    steps: [failure("fetchMissionCount", networkError), refresh],
    state: "loading",
    requests: { fetchMissionCount: 2 },
  },
]);

describeWalks({ ...model, input: { trial: true } }, [
  { name: "a trial account never fetches the count", steps: [], state: "notFetched", requests: { fetchMissionCount: 0 }, context: { count: 0 } },
  { name: "a trial account fetches nothing on a refresh either", steps: [refresh], state: "notFetched", requests: { fetchMissionCount: 0 } },
]);
