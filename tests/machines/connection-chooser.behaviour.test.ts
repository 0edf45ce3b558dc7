import { connectionChooserMachine } from "../../machines/connection-chooser.machine";
import { networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// Speed-selection prompt (spec section 2): the current domain is timed first; a round trip above the
// settings' threshold (1500 ms here) opens the prompt by itself. Every route is then timed, fastest first, the fastest
// answering one chosen; Enter goes to the chosen one.
const MAIN = "play.example.com";
const ALT1 = "alt1.example.com";
const ALT2 = "alt2.example.com";
const model = { name: "connectionChooser", machine: connectionChooserMachine, input: { routes: [MAIN, ALT1, ALT2], current: MAIN, slowMs: 1500 } };

const fine = answer("measureRoutes", [{ route: MAIN, ms: 1500 }]);
const slow = answer("measureRoutes", [{ route: MAIN, ms: 1501 }]);
const timed = answer("measureRoutes", [
  { route: MAIN, ms: 900 },
  { route: ALT1, ms: null },
  { route: ALT2, ms: 120 },
]);
const open = { type: "CONNECTION.OPEN" };

describeWalks(model, [
  { name: "a current domain at the threshold does not open the prompt", steps: [fine], state: "idle", requests: { measureRoutes: 1 }, context: { automatic: false } },
  { name: "a current domain 1 ms over the threshold opens the prompt by itself", steps: [slow], state: "measuring", requests: { measureRoutes: 2 }, context: { automatic: true } },
  { name: "a current domain that does not answer does not open the prompt", steps: [answer("measureRoutes", [{ route: MAIN, ms: null }])], state: "idle", requests: { measureRoutes: 1 } },
  { name: "a failed first timing leaves the prompt closed", steps: [failure("measureRoutes", networkError)], state: "idle", requests: { measureRoutes: 1 } },
  { name: "the header opens the prompt and times every route", steps: [fine, open], state: "measuring", requests: { measureRoutes: 2 }, context: { automatic: false } },
  {
    name: "opened from the header after an automatic opening was closed, it is not automatic",
    steps: [slow, { type: "CONNECTION.CLOSE" }, open],
    state: "measuring",
    requests: { measureRoutes: 3 },
    context: { automatic: false },
  },
  { name: "closing while measuring closes the prompt", steps: [fine, open, { type: "CONNECTION.CLOSE" }], state: "idle" },
  {
    name: "the routes are shown fastest first, silent ones last, the fastest chosen",
    steps: [fine, open, timed],
    state: "choosing",
    context: {
      results: [
        { route: ALT2, ms: 120 },
        { route: MAIN, ms: 900 },
        { route: ALT1, ms: null },
      ],
      chosen: ALT2,
    },
  },
  { name: "a failed timing shows no route and nothing chosen", steps: [fine, open, failure("measureRoutes", networkError)], state: "choosing", context: { results: [] } },
  { name: "an answering route can be chosen", steps: [fine, open, timed, { type: "CONNECTION.SELECT", route: MAIN }], state: "choosing", context: { chosen: MAIN } },
  { name: "a silent route cannot be chosen", steps: [fine, open, timed, { type: "CONNECTION.SELECT", route: ALT1 }], state: "choosing", context: { chosen: ALT2 } },
  { name: "retest times every route again", steps: [fine, open, timed, { type: "CONNECTION.RETEST" }], state: "measuring", requests: { measureRoutes: 3 } },
  // A signed-in player is handed over with a one-time code (asked for first), not signed out.
  { name: "Enter asks for a hand-over code for the chosen route first", steps: [fine, open, timed, { type: "CONNECTION.ENTER" }], state: "handingOver", requests: { prepareHandover: 1 } },
  { name: "with the code (or none, for a visitor) the chosen route opens and the prompt closes", steps: [fine, open, timed, { type: "CONNECTION.ENTER" }, answer("prepareHandover", "c0ffee")], state: "idle" },
  { name: "without a code (the call failed) the chosen route opens all the same", steps: [fine, open, timed, { type: "CONNECTION.ENTER" }, failure("prepareHandover", networkError)], state: "idle" },
  {
    name: "Enter with nothing chosen (no route answered) keeps the prompt open",
    steps: [fine, open, answer("measureRoutes", [{ route: MAIN, ms: null }, { route: ALT1, ms: null }, { route: ALT2, ms: null }]), { type: "CONNECTION.ENTER" }],
    state: "choosing",
    context: {
      results: [
        { route: MAIN, ms: null },
        { route: ALT1, ms: null },
        { route: ALT2, ms: null },
      ],
    },
  },
  { name: "closing the choice closes the prompt", steps: [fine, open, timed, { type: "CONNECTION.CLOSE" }], state: "idle" },
]);
