import { connectionChooserMachine } from "../../machines/connection-chooser.machine";
import type { PathModel } from "../paths/generate-paths";
import { networkError } from "../fixtures/errors";
import { CHOOSER_INPUT, connectionChooserOracle } from "./connection-chooser.oracle";

const done = (output: unknown) => ({ type: "xstate.done.actor.measureRoutes", output });
const [main, alt1, alt2] = CHOOSER_INPUT.routes as [string, string, string];

export const connectionChooserModel: PathModel<typeof connectionChooserMachine> = {
  name: "connectionChooser",
  machine: connectionChooserMachine,
  input: CHOOSER_INPUT,
  oracle: connectionChooserOracle,
  payloads: {
    // The current domain: at the threshold (fine), 1 ms over it (slow), no answer (not opened).
    // All routes: the main one slow, alt2 fastest, alt1 silent; or none answering.
    "xstate.done.actor.measureRoutes": (snapshot) =>
      snapshot.matches("checking")
        ? [done([{ route: main, ms: 1500 }]), done([{ route: main, ms: 1501 }]), done([{ route: main, ms: null }])]
        : [done([{ route: main, ms: 900 }, { route: alt1, ms: null }, { route: alt2, ms: 120 }]), done([{ route: main, ms: null }, { route: alt1, ms: null }, { route: alt2, ms: null }])],
    "xstate.error.actor.measureRoutes": () => [{ type: "xstate.error.actor.measureRoutes", error: networkError }],
    "CONNECTION.SELECT": () => [main, alt1].map((route) => ({ type: "CONNECTION.SELECT", route })),
    // A signed-in player's code; a visitor has none.
    "xstate.done.actor.prepareHandover": () => [
      { type: "xstate.done.actor.prepareHandover", output: "c0ffee" },
      { type: "xstate.done.actor.prepareHandover", output: undefined },
    ],
    "xstate.error.actor.prepareHandover": () => [{ type: "xstate.error.actor.prepareHandover", error: networkError }],
  },
  contextKey: (context) => [(context.results as Array<{ route: string }>).map((r) => r.route), context.chosen ?? null, context.automatic],
};
