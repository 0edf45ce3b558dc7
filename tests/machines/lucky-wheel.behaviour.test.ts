import { luckyWheelMachine } from "../../machines/lucky-wheel.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { openWheel, spentWheel, spinResult } from "../fixtures/wheel";
import { answer, describeWalks, failure } from "./walks";

// The daily lucky wheel: the server says whether today's spin is there, decides the slice and pays it; spun elsewhere
// meanwhile, the status is read again; a trial account is asked for a real account; a failed spin can be spun again.
const OPEN = openWheel();
const SPENT = spentWheel(4);
const WON = spinResult(5);
const model = { name: "luckyWheel", machine: luckyWheelMachine, input: { key: "wheel-key" } };
const spin = { type: "WHEEL.SPIN" };

describeWalks(model, [
  { name: "today's spin is there: the wheel can be spun", steps: [answer("loadWheel", OPEN)], state: "ready", context: { status: OPEN } },
  { name: "spun already today: the result and the next chance", steps: [answer("loadWheel", SPENT)], state: "spent", context: { status: SPENT } },
  { name: "spinning shows the slice won", steps: [answer("loadWheel", OPEN), spin, answer("spinWheel", WON)], state: "won", requests: { spinWheel: 1 }, context: { result: WON } },
  { name: "spun elsewhere meanwhile: the status is read again", steps: [answer("loadWheel", OPEN), spin, failure("spinWheel", errorOf("WHEEL_ALREADY_SPUN"))], state: "loading", requests: { loadWheel: 2 } },
  { name: "a trial account is asked for a real account and can still see the wheel", steps: [answer("loadWheel", OPEN), spin, failure("spinWheel", errorOf("REAL_ACCOUNT_REQUIRED"))], state: "ready", requests: { loadWheel: 1, spinWheel: 1 } },
  { name: "a spin that failed shows the error and the wheel again", steps: [answer("loadWheel", OPEN), spin, failure("spinWheel", networkError)], state: "ready", requests: { loadWheel: 1 }, context: { error: networkError } },
  { name: "a spin that failed can be spun again", steps: [answer("loadWheel", OPEN), spin, failure("spinWheel", networkError), spin], state: "spinning", requests: { spinWheel: 2 }, context: { error: undefined } },
  { name: "a wheel that could not be read shows the error", steps: [failure("loadWheel", networkError)], state: "failed", context: { error: networkError } },
  { name: "a wheel that could not be read is read again", steps: [failure("loadWheel", networkError), { type: "WHEEL.RETRY" }], state: "loading", requests: { loadWheel: 2 } },
  { name: "a wheel read on the second try can be spun", steps: [failure("loadWheel", networkError), { type: "WHEEL.RETRY" }, answer("loadWheel", OPEN)], state: "ready", context: { status: OPEN, error: undefined } },
]);
