import { redEnvelopeMachine, type RedEnvelopeContext } from "../../machines/red-envelope.machine";
import type { RedEnvelopeEvent } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { KEY_PREFIX, redEnvelopeOracle, type Role } from "./red-envelope.oracle";

type M = typeof redEnvelopeMachine;

const running = { id: "re_1", title: "New Year red envelopes", endsAt: "2027-01-01T17:00:00.000Z", sharesLeft: 12 };
/** A running event not yet opened, one already opened, none running, and one whose shares are all taken. */
export const ANSWERS: RedEnvelopeEvent[] = [
  { event: running, grabbed: null },
  { event: running, grabbed: 12.34 },
  { event: null, grabbed: null },
  { event: { ...running, sharesLeft: 0 }, grabbed: null },
];

function envelopeModel(role: Role): PathModel<M> {
  return {
    name: "redEnvelope",
    machine: redEnvelopeMachine,
    input: { keyPrefix: KEY_PREFIX, role },
    oracle: redEnvelopeOracle(role),
    payloads: {
      "xstate.done.actor.loadEnvelope": () => ANSWERS.map((output) => ({ type: "xstate.done.actor.loadEnvelope", output })),
      "xstate.error.actor.loadEnvelope": () => [{ type: "xstate.error.actor.loadEnvelope", error: networkError }],
      "xstate.done.actor.grabEnvelope": () => [{ type: "xstate.done.actor.grabEnvelope", output: { eventId: "re_1", amount: 23.45, balanceAfter: 1023.45 } }],
      "xstate.error.actor.grabEnvelope": () => [{ type: "xstate.error.actor.grabEnvelope", error: errorOf("RED_ENVELOPE_ALREADY_GRABBED") }],
    },
    contextKey: (c: RedEnvelopeContext) => [c.event?.id, c.result !== undefined, c.error !== undefined],
  };
}

export const redEnvelopeModel = envelopeModel("member");
export const redEnvelopeGuestModel = envelopeModel("guest");
export const redEnvelopeTrialModel = envelopeModel("trial");
