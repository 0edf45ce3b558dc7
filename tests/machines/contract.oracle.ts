import type { EventObject } from "xstate";
import type { Contract, ContractAction, ErrorInfo } from "../../contract";
import type { ContractPageData } from "../../machines/contract.machine";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input: real-time salary contracts (CONTRACT_RULES.realtime: 0.01 % to 2 %, at most 2 decimals). */
const KIND = "realtime";

/**
 * Spec section 4 (contracts) and the contract's rate rules, for the rates the path models type, with the page's
 * own limit `maxOfferRate` of 1.5 % (contract.model.ts): the problem shown, or the rate the offer names.
 */
export const RATE_RULES: Record<string, { problem: string } | { sent: string }> = {
  "": { problem: "empty" },
  " 0.5 ": { sent: "0.5" },
  "0.555": { problem: "decimals" },
  "1.8": { problem: "aboveOwn" },
  "2.5": { problem: "aboveMax" },
  "0": { problem: "belowMin" },
  abc: { problem: "format" },
};

/** Refusals that mean the contract changed meanwhile (the contract's CONTRACT_VERSION_CONFLICT, CONTRACT_CLOSED, and a vanished one). */
const STALE = ["CONTRACT_CLOSED", "CONTRACT_VERSION_CONFLICT", "CONTRACT_NOT_FOUND"];

type Phase = "loading" | "loadFailed" | "ready" | "editing" | "previewing" | "confirming" | "warning" | "sending" | "offerRefused" | "acting" | "actSending" | "actRefused" | "success" | "reloading";

/** What the agent has seen and done so far (the view tests draw the expected screen from it too). */
export interface Flow {
  phase: Phase;
  /** The rate problem shown under the form. */
  problem?: string;
  /** The refusal shown. */
  error?: ErrorInfo;
  outcome?: { action: "offer" | ContractAction; ends: Contract[] };
  page?: ContractPageData;
  downlineId?: number;
  rateText: string;
  ends: Contract[];
  target?: { contract: Contract; action: ContractAction };
  notice?: ErrorInfo;
}

type Event = EventObject & Record<string, unknown>;

/** The model's caller is an agent: the page asks for its downlines too (a plain member's page must not). */
const AGENT = true;
const loadRequest = (id: string) => ({ id, input: { kind: KIND, agent: AGENT } });

function rateRule(text: string) {
  const rule = RATE_RULES[text];
  if (!rule) throw new Error(`the contract oracle has no rule for the rate ${JSON.stringify(text)}`);
  return rule;
}

/** The first thing wrong with the offer as typed: the downline must be a direct one, then the rate rules. */
function offerProblem(flow: Flow): string | undefined {
  if (flow.downlineId === undefined || !flow.page!.downlines.some((d) => d.id === flow.downlineId)) return "downline";
  const rule = rateRule(flow.rateText);
  return "problem" in rule ? rule.problem : undefined;
}

const sentRate = (flow: Flow) => (rateRule(flow.rateText) as { sent: string }).sent;

/** Where each event can come from on the page (the buttons shown, the request waiting): anything else is a bug. */
const PHASES: Record<string, readonly Phase[]> = {
  "xstate.done.actor.loadContracts": ["loading"],
  "xstate.error.actor.loadContracts": ["loading"],
  "xstate.done.actor.reloadContracts": ["reloading"],
  "xstate.error.actor.reloadContracts": ["reloading"],
  "CONTRACTS.RETRY": ["loadFailed"],
  "NOTICE.DISMISS": ["ready"],
  "OFFER.START": ["ready"],
  "CONTRACT.ACT": ["ready"],
  "OFFER.DOWNLINE": ["editing"],
  "OFFER.RATE": ["editing"],
  "OFFER.SUBMIT": ["editing"],
  "xstate.done.actor.previewOffer": ["previewing"],
  "xstate.error.actor.previewOffer": ["previewing"],
  "OFFER.CONFIRM": ["confirming", "warning"],
  "OFFER.BACK": ["confirming", "warning"],
  "OFFER.CANCEL": ["editing", "previewing", "confirming", "warning", "sending", "offerRefused"],
  "xstate.done.actor.sendOffer": ["sending"],
  "xstate.error.actor.sendOffer": ["sending"],
  "REFUSAL.CLOSE": ["offerRefused", "actRefused"],
  "ACTION.CONFIRM": ["acting"],
  "ACTION.CANCEL": ["acting"],
  "xstate.done.actor.actOnContract": ["actSending"],
  "xstate.error.actor.actOnContract": ["actSending"],
  "SUCCESS.CLOSE": ["success"],
};

function apply(flow: Flow, event: Event): StepExpectation {
  const phases = PHASES[event.type];
  if (!phases) throw new Error(`the contract oracle does not know ${event.type}`);
  if (!phases.includes(flow.phase)) throw new Error(`${event.type} cannot happen while the page is ${flow.phase}`);
  switch (event.type) {
    case "xstate.done.actor.loadContracts":
    case "xstate.done.actor.reloadContracts": {
      flow.page = event.output as ContractPageData;
      flow.phase = "ready";
      const { contracts, downlines, info } = flow.page;
      // A reload after a stale action keeps the notice above the new list.
      if (event.type === "xstate.done.actor.reloadContracts") return { context: { contracts, downlines, info, notice: flow.notice } };
      return { context: { contracts, downlines, info, error: undefined } };
    }
    case "xstate.error.actor.loadContracts":
    case "xstate.error.actor.reloadContracts":
      flow.phase = "loadFailed";
      flow.error = event.error as ErrorInfo;
      return { context: { error: event.error } };
    case "CONTRACTS.RETRY":
      flow.phase = "loading";
      return { requests: [loadRequest("loadContracts")] };
    case "NOTICE.DISMISS":
      flow.notice = undefined;
      return { context: { notice: undefined } };
    case "OFFER.START": {
      const page = flow.page!;
      if (!page.info.canOffer || page.downlines.length === 0) return {};
      Object.assign(flow, { phase: "editing", downlineId: event.downlineId, rateText: "", ends: [], notice: undefined, problem: undefined, error: undefined });
      return { context: { downlineId: event.downlineId, rateText: "", problem: undefined, ends: [], error: undefined, notice: undefined } };
    }
    case "OFFER.DOWNLINE":
      flow.downlineId = event.downlineId as number;
      flow.problem = undefined;
      return { context: { downlineId: flow.downlineId, problem: undefined } };
    case "OFFER.RATE":
      flow.rateText = event.text as string;
      flow.problem = undefined;
      return { context: { rateText: flow.rateText, problem: undefined } };
    case "OFFER.SUBMIT": {
      const problem = offerProblem(flow);
      flow.problem = problem;
      if (problem) return { context: { problem } };
      flow.phase = "previewing";
      return {
        requests: [{ id: "previewOffer", input: { kind: KIND, request: { action: "preview", downlineId: flow.downlineId, rate: sentRate(flow) } } }],
        context: { problem: undefined, error: undefined },
      };
    }
    case "xstate.done.actor.previewOffer":
      flow.ends = (event.output as { ends: Contract[] }).ends;
      flow.phase = flow.ends.length > 0 ? "warning" : "confirming";
      return { context: { ends: flow.ends } };
    case "xstate.error.actor.previewOffer":
      flow.phase = "offerRefused";
      flow.error = event.error as ErrorInfo;
      return { context: { error: event.error } };
    case "OFFER.CONFIRM":
      flow.phase = "sending";
      return {
        requests: [
          // The offer confirms the ends only when the agent was shown some (the contract's CONTRACT_CONFIRM_REQUIRED rule).
          { id: "sendOffer", input: { kind: KIND, request: { action: "offer", downlineId: flow.downlineId, rate: sentRate(flow), confirmEnds: flow.ends.length > 0 } } },
        ],
      };
    case "OFFER.BACK":
      flow.phase = "editing";
      flow.ends = [];
      return { context: { ends: [], downlineId: flow.downlineId, rateText: flow.rateText } };
    case "OFFER.CANCEL":
      Object.assign(flow, { phase: "ready", ends: [], problem: undefined, error: undefined });
      return { context: { problem: undefined, error: undefined, ends: [] } };
    case "xstate.done.actor.sendOffer": {
      flow.phase = "success";
      const answer = event.output as { contract: Contract; ends: Contract[] };
      flow.outcome = { action: "offer", ends: answer.ends };
      return { effects: ["contractsChanged"], context: { outcome: { action: "offer", contract: answer.contract, ends: answer.ends } } };
    }
    case "xstate.error.actor.sendOffer": {
      const error = event.error as ErrorInfo;
      if (error.errorCode === "CONTRACT_CONFIRM_REQUIRED") {
        // Something below changed since the preview: the new list of what ends, to confirm again.
        flow.phase = "warning";
        flow.ends = (error.value as { ends: Contract[] }).ends;
        return { context: { ends: flow.ends } };
      }
      flow.phase = "offerRefused";
      flow.error = error;
      return { context: { error } };
    }
    case "REFUSAL.CLOSE":
      flow.error = undefined;
      if (flow.phase === "offerRefused") {
        flow.phase = "editing";
        return { context: { error: undefined } };
      }
      flow.phase = "ready";
      flow.target = undefined;
      return { context: { error: undefined, target: undefined } };
    case "CONTRACT.ACT": {
      const contract = flow.page!.contracts.find((c) => c.id === event.contractId);
      const action = event.action as ContractAction;
      if (!contract || !contract.actions.includes(action)) return {};
      flow.phase = "acting";
      Object.assign(flow, { target: { contract, action }, notice: undefined, error: undefined });
      return { context: { target: { contract, action }, error: undefined, notice: undefined } };
    }
    case "ACTION.CONFIRM": {
      flow.phase = "actSending";
      const { contract, action } = flow.target!;
      // The action names the row acted on as the agent saw it: its id and version.
      return { requests: [{ id: "actOnContract", input: { kind: KIND, request: { action, contractId: contract.id, version: contract.version } } }] };
    }
    case "ACTION.CANCEL":
      flow.phase = "ready";
      flow.target = undefined;
      return { context: { target: undefined } };
    case "xstate.done.actor.actOnContract": {
      flow.phase = "success";
      const answer = event.output as { contract: Contract; ends: Contract[] };
      flow.outcome = { action: flow.target!.action, ends: answer.ends };
      return { effects: ["contractsChanged"], context: { outcome: { action: flow.target!.action, contract: answer.contract, ends: answer.ends } } };
    }
    case "xstate.error.actor.actOnContract": {
      const error = event.error as ErrorInfo;
      if (STALE.includes(error.errorCode ?? "")) {
        flow.phase = "reloading";
        flow.target = undefined;
        flow.notice = error;
        return { requests: [loadRequest("reloadContracts")], effects: ["contractsChanged"], context: { notice: error, target: undefined } };
      }
      flow.phase = "actRefused";
      flow.error = error;
      return { context: { error } };
    }
    case "SUCCESS.CLOSE":
      Object.assign(flow, { phase: "loading", downlineId: undefined, rateText: "", ends: [], target: undefined, outcome: undefined });
      return { requests: [loadRequest("loadContracts")], context: { outcome: undefined, target: undefined, downlineId: undefined, rateText: "", ends: [] } };
    default:
      return {};
  }
}

function follow(events: readonly EventObject[]): { flow: Flow; expectation: StepExpectation } {
  const flow: Flow = { phase: "loading", rateText: "", ends: [] };
  let expectation: StepExpectation = { requests: [loadRequest("loadContracts")] };
  for (const event of events) expectation = apply(flow, event as Event);
  return { flow, expectation };
}

/** The agent's page after the path's events, as the spec says it should be. */
export const followContract = (events: readonly EventObject[]): Flow => follow(events).flow;

/** Replays the path's events on a small model of the agent's page and says what the last one must do. */
export const contractOracle: Oracle = { step: (events) => follow(events).expectation };
