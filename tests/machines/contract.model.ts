import { contractMachine, type ContractContext } from "../../machines/contract.machine";
import type { PathModel } from "../paths/generate-paths";
import { contractAnswer, contractPage, lowerContract } from "../fixtures/agent";
import { errorOf, networkError } from "../fixtures/errors";

export const contractModel: PathModel<typeof contractMachine> = {
  name: "contract",
  machine: contractMachine,
  input: { kind: "realtime", rule: { minRate: 0.01, maxRate: 2, decimals: 2 }, agent: true },
  payloads: {
    "xstate.done.actor.loadContracts": () => [{ type: "xstate.done.actor.loadContracts", output: contractPage() }],
    "xstate.error.actor.loadContracts": () => [{ type: "xstate.error.actor.loadContracts", error: networkError }],
    "xstate.done.actor.reloadContracts": () => [{ type: "xstate.done.actor.reloadContracts", output: contractPage() }],
    "xstate.error.actor.reloadContracts": () => [{ type: "xstate.error.actor.reloadContracts", error: networkError }],
    "xstate.done.actor.previewOffer": () => [
      { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [] }) },
      { type: "xstate.done.actor.previewOffer", output: contractAnswer({ contract: null, ends: [lowerContract] }) },
    ],
    "xstate.error.actor.previewOffer": () => [{ type: "xstate.error.actor.previewOffer", error: errorOf("NOT_DIRECT_DOWNLINE") }],
    "xstate.done.actor.sendOffer": () => [{ type: "xstate.done.actor.sendOffer", output: contractAnswer() }],
    "xstate.error.actor.sendOffer": () => [
      { type: "xstate.error.actor.sendOffer", error: errorOf("CONTRACT_CONFIRM_REQUIRED", { ends: [lowerContract] }) },
      { type: "xstate.error.actor.sendOffer", error: errorOf("CONTRACT_PENDING_EXISTS") },
    ],
    "xstate.done.actor.actOnContract": () => [{ type: "xstate.done.actor.actOnContract", output: contractAnswer() }],
    "xstate.error.actor.actOnContract": () => [
      { type: "xstate.error.actor.actOnContract", error: errorOf("CONTRACT_VERSION_CONFLICT") },
      { type: "xstate.error.actor.actOnContract", error: errorOf("CONTRACT_ACTION_NOT_ALLOWED") },
    ],
    "OFFER.START": () => [{ type: "OFFER.START" }],
    "OFFER.DOWNLINE": () => [{ type: "OFFER.DOWNLINE", downlineId: 11 }],
    "OFFER.RATE": () => [{ type: "OFFER.RATE", text: "0.5" }, { type: "OFFER.RATE", text: "0.555" }],
    "CONTRACT.ACT": () => [{ type: "CONTRACT.ACT", contractId: 1, action: "accept" }],
  },
  contextKey: (context: ContractContext) => [
    context.downlineId !== undefined,
    context.rateText,
    context.problem ?? null,
    context.ends.length,
    context.notice?.errorCode ?? null,
    context.error?.errorCode ?? null,
  ],
};
