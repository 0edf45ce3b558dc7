import { contractMachine, type ContractContext } from "../../machines/contract.machine";
import type { PathModel } from "../paths/generate-paths";
import { consolidatedInfo, contract, contractAnswer, contractPage, lowerContract } from "../fixtures/agent";
import { errorOf, networkError } from "../fixtures/errors";
import { contractOracle } from "./contract.oracle";

/** A pending offer to player1 the agent may accept or reject, seen at version 4 (an action must name it). */
const offered = contract({ id: 1, version: 4, actions: ["accept", "reject"] });
/** The agent may offer up to 1.5 % (own rate below the kind's 2 %), to player1 only. */
const page = contractPage({ contracts: [offered], info: consolidatedInfo({ maxOfferRate: 1.5 }) });
/** After a stale action the list comes back changed. */
const reloaded = contractPage({ contracts: [contract({ id: 1, version: 5, status: "withdrawn", actions: [] })], info: consolidatedInfo({ maxOfferRate: 1.5 }) });
const alsoEnded = contract({ id: 5, uplineName: "player2", downlineName: "player9", rate: 0.7, status: "active", role: "upline", awaitingMe: false, actions: [] });

/** Rates typed into an empty field, one per rule of RATE_RULES; a wrong one is then corrected to a valid one. */
const FIRST_RATES = [" 0.5 ", "0.555", "1.8", "2.5", "0", "abc"];

const rateEvents = (context: ContractContext) =>
  (context.rateText === "" ? FIRST_RATES : context.rateText === " 0.5 " ? [] : [" 0.5 "]).map((text) => ({ type: "OFFER.RATE", text }));

/** A direct downline (11), or one that is not (99), corrected to 11. */
const downlineEvents = (context: ContractContext) =>
  (context.downlineId === undefined ? [11, 99] : context.downlineId === 99 ? [11] : []).map((downlineId) => ({ type: "OFFER.DOWNLINE", downlineId }));

export const contractModel: PathModel<typeof contractMachine> = {
  name: "contract",
  machine: contractMachine,
  input: { kind: "realtime", rule: { minRate: 0.01, maxRate: 2, decimals: 2 }, agent: true },
  oracle: contractOracle,
  payloads: {
    "xstate.done.actor.loadContracts": () => [{ type: "xstate.done.actor.loadContracts", output: page }],
    "xstate.error.actor.loadContracts": () => [{ type: "xstate.error.actor.loadContracts", error: networkError }],
    "xstate.done.actor.reloadContracts": () => [{ type: "xstate.done.actor.reloadContracts", output: reloaded }],
    "xstate.error.actor.reloadContracts": () => [{ type: "xstate.error.actor.reloadContracts", error: networkError }],
    "xstate.done.actor.previewOffer": () => [
      { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [] }) },
      { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [lowerContract] }) },
    ],
    "xstate.error.actor.previewOffer": () => [{ type: "xstate.error.actor.previewOffer", error: errorOf("NOT_DIRECT_DOWNLINE") }],
    "xstate.done.actor.sendOffer": () => [{ type: "xstate.done.actor.sendOffer", output: contractAnswer({ contract: contract({ id: 7, rate: 0.5 }), ends: [lowerContract] }) }],
    "xstate.error.actor.sendOffer": () => [
      // The set of what ends grew since the preview.
      { type: "xstate.error.actor.sendOffer", error: errorOf("CONTRACT_CONFIRM_REQUIRED", { ends: [lowerContract, alsoEnded] }) },
      { type: "xstate.error.actor.sendOffer", error: errorOf("CONTRACT_PENDING_EXISTS") },
    ],
    "xstate.done.actor.actOnContract": () => [{ type: "xstate.done.actor.actOnContract", output: contractAnswer({ ends: [lowerContract] }) }],
    "xstate.error.actor.actOnContract": () => [
      { type: "xstate.error.actor.actOnContract", error: errorOf("CONTRACT_VERSION_CONFLICT") },
      { type: "xstate.error.actor.actOnContract", error: errorOf("CONTRACT_ACTION_NOT_ALLOWED") },
    ],
    "OFFER.START": () => [{ type: "OFFER.START" }, { type: "OFFER.START", downlineId: 11 }],
    "OFFER.DOWNLINE": (snapshot) => downlineEvents(snapshot.context as ContractContext),
    "OFFER.RATE": (snapshot) => rateEvents(snapshot.context as ContractContext),
    // Accept is offered; withdraw is not (the agent is the downline), and contract 99 is not in the list.
    "CONTRACT.ACT": () => [
      { type: "CONTRACT.ACT", contractId: 1, action: "accept" },
      { type: "CONTRACT.ACT", contractId: 1, action: "withdraw" },
      { type: "CONTRACT.ACT", contractId: 99, action: "accept" },
    ],
  },
  contextKey: (context: ContractContext) => [
    context.downlineId ?? null,
    context.rateText,
    context.problem ?? null,
    context.ends.length,
    context.notice?.errorCode ?? null,
    context.error?.errorCode ?? null,
  ],
};

/** Pages where the agent may not offer: the kind's own rule says no, or there is no direct downline to offer to. */
export const contractNoOfferModel: PathModel<typeof contractMachine> = {
  ...contractModel,
  name: "contract (no offer possible)",
  payloads: {
    ...contractModel.payloads,
    "xstate.done.actor.loadContracts": () => [
      { type: "xstate.done.actor.loadContracts", output: { ...page, info: consolidatedInfo({ canOffer: false }) } },
      { type: "xstate.done.actor.loadContracts", output: { ...page, downlines: [] } },
    ],
  },
  contextKey: (context: ContractContext) => [context.info?.canOffer, context.downlines.length, context.notice?.errorCode ?? null, context.error?.errorCode ?? null],
};
