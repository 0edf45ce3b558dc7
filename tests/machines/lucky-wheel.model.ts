import { luckyWheelMachine } from "../../machines/lucky-wheel.machine";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { openWheel, spentWheel, spinResult } from "../fixtures/wheel";
import { luckyWheelFlow } from "./lucky-wheel.oracle";

export const WHEEL_KEY = "a1b2c3d4e5f6a1b2c3d4e5f6-wheel";

export const luckyWheelModel: PathModel<typeof luckyWheelMachine> = {
  name: "luckyWheel",
  machine: luckyWheelMachine,
  input: { key: WHEEL_KEY },
  oracle: luckyWheelFlow(WHEEL_KEY).oracle,
  payloads: {
    "xstate.done.actor.loadWheel": () => [
      { type: "xstate.done.actor.loadWheel", output: openWheel() },
      { type: "xstate.done.actor.loadWheel", output: spentWheel() },
    ],
    "xstate.error.actor.loadWheel": () => [{ type: "xstate.error.actor.loadWheel", error: networkError }],
    "xstate.done.actor.spinWheel": () => [
      { type: "xstate.done.actor.spinWheel", output: spinResult(5) },
      { type: "xstate.done.actor.spinWheel", output: spinResult(0) },
    ],
    "xstate.error.actor.spinWheel": () =>
      [errorOf("WHEEL_ALREADY_SPUN"), errorOf("REAL_ACCOUNT_REQUIRED"), networkError].map((error) => ({ type: "xstate.error.actor.spinWheel", error })),
  },
  contextKey: (context) => [context.status?.canSpin ?? null, context.result?.index ?? null, Boolean(context.error)],
};
