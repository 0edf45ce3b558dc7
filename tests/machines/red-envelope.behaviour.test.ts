import { redEnvelopeMachine } from "../../machines/red-envelope.machine";
import { errorOf, networkError } from "../fixtures/errors";
import { answer, describeWalks, failure } from "./walks";

// The machine's doc: the floating envelope shows while an event runs, shares are left and the member has
// not opened theirs; opening it grabs a share and shows the amount; the event is checked again every minute.
const RUNNING = { id: "re_1", title: "New Year red envelopes", endsAt: "2027-01-01T17:00:00.000Z", sharesLeft: 12 };
const NOT_OPENED = { event: RUNNING, grabbed: null };
const ALREADY_OPENED = { event: RUNNING, grabbed: 12.34 };
const NONE_RUNNING = { event: null, grabbed: null };
const ALL_TAKEN = { event: { ...RUNNING, sharesLeft: 0 }, grabbed: null };
const GRABBED = { eventId: "re_1", amount: 23.45, balanceAfter: 1023.45 };
const ONE_MINUTE = 60_000;

const model = { name: "redEnvelope", machine: redEnvelopeMachine, input: { keyPrefix: "k", role: "member" as const } };

describeWalks(model, [
  { name: "a running event the member has not opened shows the envelope", steps: [answer("loadEnvelope", NOT_OPENED)], state: "available", context: { event: RUNNING } },
  { name: "no event running: no envelope, the page waits", steps: [answer("loadEnvelope", NONE_RUNNING)], state: "waiting", context: { event: undefined } },
  { name: "an envelope the member already opened is not shown again", steps: [answer("loadEnvelope", ALREADY_OPENED)], state: "waiting", context: { event: undefined } },
  { name: "an event whose shares are all taken shows no envelope", steps: [answer("loadEnvelope", ALL_TAKEN)], state: "waiting", context: { event: undefined } },
  { name: "an event that could not be read shows no envelope", steps: [failure("loadEnvelope", networkError)], state: "waiting", context: { event: undefined } },
  { name: "while waiting, the event is checked again after a minute", steps: [answer("loadEnvelope", NONE_RUNNING), { waitMs: ONE_MINUTE }], state: "checking", requests: { loadEnvelope: 2 } },
  { name: "while waiting, nothing is asked before the minute is up", steps: [answer("loadEnvelope", NONE_RUNNING), { waitMs: ONE_MINUTE - 1 }], state: "waiting", requests: { loadEnvelope: 1 } },
  { name: "a shown envelope is checked again after a minute", steps: [answer("loadEnvelope", NOT_OPENED), { waitMs: ONE_MINUTE }], state: "checking", requests: { loadEnvelope: 2 } },
  { name: "a shown envelope stays before the minute is up", steps: [answer("loadEnvelope", NOT_OPENED), { waitMs: ONE_MINUTE - 1 }], state: "available", requests: { loadEnvelope: 1 } },
  {
    name: "an event that ended at the next check hides the envelope",
    steps: [answer("loadEnvelope", NOT_OPENED), { waitMs: ONE_MINUTE }, answer("loadEnvelope", NONE_RUNNING)],
    state: "waiting",
    context: { event: undefined },
  },
  {
    name: "a check that fails after the envelope was shown hides it",
    steps: [answer("loadEnvelope", NOT_OPENED), { waitMs: ONE_MINUTE }, failure("loadEnvelope", networkError)],
    state: "waiting",
    context: { event: undefined },
  },
  {
    name: "opening the envelope grabs a share and shows the amount",
    steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }, answer("grabEnvelope", GRABBED)],
    state: "opened",
    requests: { grabEnvelope: 1 },
    context: { result: GRABBED },
  },
  {
    name: "closing the opened envelope goes back to waiting, with no envelope shown",
    steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }, answer("grabEnvelope", GRABBED), { type: "ENVELOPE.CLOSE" }],
    state: "waiting",
    requests: { loadEnvelope: 1, grabEnvelope: 1 },
    context: { event: undefined },
  },
  {
    name: "after closing, the event is checked again a minute later",
    steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }, answer("grabEnvelope", GRABBED), { type: "ENVELOPE.CLOSE" }, { waitMs: ONE_MINUTE }],
    state: "checking",
    requests: { loadEnvelope: 2, grabEnvelope: 1 },
  },
  {
    name: "a grab the server refused shows the error",
    steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }, failure("grabEnvelope", errorOf("RED_ENVELOPE_ALREADY_GRABBED"))],
    state: "failed",
    context: { error: { errorCode: "RED_ENVELOPE_ALREADY_GRABBED" } },
  },
  {
    name: "closing a refused grab checks the event again",
    steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }, failure("grabEnvelope", errorOf("RED_ENVELOPE_ALREADY_GRABBED")), { type: "ENVELOPE.CLOSE" }],
    state: "checking",
    requests: { loadEnvelope: 2, grabEnvelope: 1 },
  },
]);

describeWalks({ ...model, input: { keyPrefix: "k", role: "guest" as const } }, [
  { name: "a visitor opening the envelope is asked to log in and grabs nothing", steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }], state: "available", requests: { grabEnvelope: 0 } },
]);

describeWalks({ ...model, input: { keyPrefix: "k", role: "trial" as const } }, [
  { name: "a trial account opening the envelope is asked for a real account and grabs nothing", steps: [answer("loadEnvelope", NOT_OPENED), { type: "ENVELOPE.OPEN" }], state: "available", requests: { grabEnvelope: 0 } },
]);
