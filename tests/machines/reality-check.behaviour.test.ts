import { realityCheckMachine } from "../../machines/reality-check.machine";
import { networkError } from "../fixtures/errors";
import { checkDue, checkLater, checkOff, realityCheckAnswer } from "../fixtures/reality-check";
import { answer, describeWalks, failure } from "./walks";

// docs/player-protection.md, reality check: the wait comes from the server's times (its next check minus its now),
// not from the device's clock and not by asking every second; a check due now shows at once; a reload (a new actor)
// asks the server, which knows what was acknowledged.
const MINUTE = 60_000;
const model = { name: "realityCheck", machine: realityCheckMachine, input: { trial: false } };
const fetched = (output: unknown) => answer("fetchRealityCheck", output);
// The server's clock is 40 minutes ahead of the device's (a moved dev clock): only the server's times count.
const deviceNow = Date.now();
const aheadOfDevice = realityCheckAnswer(40, 45, { now: new Date(deviceNow + 40 * MINUTE).toISOString(), nextAt: new Date(deviceNow + 45 * MINUTE).toISOString(), checkNumber: 3 });

describeWalks(model, [
  { name: "a real account asks the server when the next check comes", steps: [], state: "loading", requests: { fetchRealityCheck: 1 } },
  { name: "a check 15 minutes away is waited for", steps: [fetched(checkLater())], state: "waiting", requests: { fetchRealityCheck: 1 } },
  { name: "nothing is asked a moment before the check's time", steps: [fetched(checkLater()), { waitMs: 15 * MINUTE - 1 }], state: "waiting", requests: { fetchRealityCheck: 1 } },
  { name: "at the check's time the session's figures are read fresh", steps: [fetched(checkLater()), { waitMs: 15 * MINUTE }], state: "loading", requests: { fetchRealityCheck: 2 } },
  { name: "the wait is the server's next time minus its now, whatever the device's clock says", steps: [fetched(aheadOfDevice), { waitMs: 5 * MINUTE - 1 }], state: "waiting", requests: { fetchRealityCheck: 1 } },
  { name: "… and ends at the server's next time", steps: [fetched(aheadOfDevice), { waitMs: 5 * MINUTE }], state: "loading", requests: { fetchRealityCheck: 2 } },
  { name: "a check due shows the dialog with the session's figures", steps: [fetched(checkLater()), { waitMs: 15 * MINUTE }, fetched(checkDue())], state: "showing", context: { check: checkDue() } },
  { name: "a reload while a check is due shows it (not yet acknowledged)", steps: [fetched(checkDue())], state: "showing" },
  {
    name: "Continue acknowledges the check and waits for the next one",
    steps: [fetched(checkDue()), { type: "REALITY_CHECK.CONTINUE" }, answer("ackRealityCheck", realityCheckAnswer(16, 30))],
    state: "waiting",
    requests: { ackRealityCheck: 1, fetchRealityCheck: 1 },
  },
  { name: "off shows no check and asks nothing more", steps: [fetched(checkOff()), { waitMs: 120 * MINUTE }], state: "off", requests: { fetchRealityCheck: 1 } },
  { name: "choosing an interval saves it", steps: [fetched(checkOff()), { type: "REALITY_CHECK.SET", intervalMinutes: 15 }], state: "setting", requests: { setRealityCheck: 1 } },
  { name: "a failed read is tried again after a minute, not before", steps: [failure("fetchRealityCheck", networkError), { waitMs: MINUTE - 1 }], state: "failed", requests: { fetchRealityCheck: 1 } },
  { name: "a failed read is tried again after a minute", steps: [failure("fetchRealityCheck", networkError), { waitMs: MINUTE }], state: "loading", requests: { fetchRealityCheck: 2 } },
]);

describeWalks({ ...model, input: { trial: true } }, [
  { name: "a trial account has no reality check", steps: [{ waitMs: 120 * MINUTE }], state: "notChecked", requests: { fetchRealityCheck: 0 } },
]);
