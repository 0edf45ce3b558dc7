import { assign, setup } from "xstate";
import type { ConsolidatedInfo, Contract, ContractAction, ContractAnswer, ContractKind, ContractRequest, ErrorInfo } from "../src/contract";
import { checkRate, type RateProblem, type RateRule } from "./contract-rate";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/** A direct downline the agent may offer a contract to. */
export type DownlineChoice = { id: number; username: string };

/** What a contract page loads: the caller's contracts of the kind, their direct downlines and what they may offer. */
export type ContractPageData = { contracts: Contract[]; downlines: DownlineChoice[]; info: ConsolidatedInfo };

export type ContractCallInput = { kind: ContractKind; request: ContractRequest };

export type ContractOutcome = { action: "offer" | ContractAction; contract: Contract | null; ends: Contract[] };

export interface ContractInput {
  kind: ContractKind;
  rule: RateRule;
  /** The caller is an agent: only agents have downlines to offer to (a plain member must not ask for them). */
  agent: boolean;
}

export interface ContractContext extends ContractInput {
  contracts: Contract[];
  downlines: DownlineChoice[];
  info?: ConsolidatedInfo;
  downlineId?: number;
  rateText: string;
  problem?: RateProblem | "downline";
  /** The contracts accepting the offer would end (the lower-rate rule): the upline sees them before confirming. */
  ends: Contract[];
  /** The contract and action the caller is confirming. */
  target?: { contract: Contract; action: ContractAction };
  outcome?: ContractOutcome;
  error?: ErrorInfo;
  /** The contract was withdrawn or changed meanwhile: shown above the reloaded list until dismissed. */
  notice?: ErrorInfo;
}

export type ContractEvent =
  | { type: "CONTRACTS.RETRY" }
  | { type: "NOTICE.DISMISS" }
  | { type: "OFFER.START"; downlineId?: number }
  | { type: "OFFER.DOWNLINE"; downlineId: number }
  | { type: "OFFER.RATE"; text: string }
  | { type: "OFFER.SUBMIT" }
  | { type: "OFFER.CONFIRM" }
  | { type: "OFFER.BACK" }
  | { type: "OFFER.CANCEL" }
  | { type: "CONTRACT.ACT"; contractId: number; action: ContractAction }
  | { type: "ACTION.CONFIRM" }
  | { type: "ACTION.CANCEL" }
  | { type: "REFUSAL.CLOSE" }
  | { type: "SUCCESS.CLOSE" };

/** Refusals that mean someone else changed the contract meanwhile: the page says so and reloads. */
const STALE_CODES = ["CONTRACT_CLOSED", "CONTRACT_VERSION_CONFLICT", "CONTRACT_NOT_FOUND"];

const errorOf = (event: unknown): ErrorInfo => asErrorInfo((event as { error: unknown }).error);

function rateProblem(c: ContractContext): RateProblem | "downline" | undefined {
  if (c.downlineId === undefined || !c.downlines.some((d) => d.id === c.downlineId)) return "downline";
  const check = checkRate(c.rateText, c.rule, c.info?.maxOfferRate);
  return check.ok ? undefined : check.problem;
}

function rateOf(c: ContractContext): string {
  const check = checkRate(c.rateText, c.rule);
  return check.ok ? check.text : c.rateText.trim();
}

/** The `ends` a CONTRACT_CONFIRM_REQUIRED refusal carries (the set may have grown since the preview). */
function endsOf(error: ErrorInfo): Contract[] {
  const value = error.value as { ends?: unknown } | undefined;
  return Array.isArray(value?.ends) ? (value.ends as Contract[]) : [];
}

/**
 * One kind of contract (dividend, daily, hourly or real-time salary) as the caller sees it: the upline offers a new
 * request to a direct downline (previewed first: a lower rate than a downline's own contract ends that contract, and
 * the upline is told before confirming), the downline accepts or rejects, either side requests termination and the
 * other terminates. Every server refusal is a state with the server's message; a contract withdrawn or changed
 * meanwhile shows a message and the list reloads.
 */
export const contractMachine = setup({
  types: { context: {} as ContractContext, events: {} as ContractEvent, input: {} as ContractInput },
  actors: {
    loadContracts: promiseNotProvided<ContractPageData, { kind: ContractKind; agent: boolean }>("loadContracts"),
    contractCall: promiseNotProvided<ContractAnswer, ContractCallInput>("contractCall"),
  },
  actions: {
    /** Contracts changed: the consolidated counts (badges) and the downline list are stale. */
    contractsChanged: () => {},
  },
  guards: {
    canOffer: ({ context }) => context.info?.canOffer === true && context.downlines.length > 0,
    offerValid: ({ context }) => rateProblem(context) === undefined,
    previewEndsSome: ({ event }) => (event as unknown as { output: ContractAnswer }).output.ends.length > 0,
    mustConfirmEnds: ({ event }) => errorOf(event).errorCode === "CONTRACT_CONFIRM_REQUIRED",
    isStale: ({ event }) => STALE_CODES.includes(errorOf(event).errorCode ?? ""),
    actionKnown: ({ context, event }) => {
      const act = event as Extract<ContractEvent, { type: "CONTRACT.ACT" }>;
      return context.contracts.some((c) => c.id === act.contractId && c.actions.includes(act.action));
    },
  },
}).createMachine({
  id: "contract",
  context: ({ input }) => ({ ...input, contracts: [], downlines: [], rateText: "", ends: [] }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadContracts",
        src: "loadContracts",
        input: ({ context }) => ({ kind: context.kind, agent: context.agent }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ contracts: event.output.contracts, downlines: event.output.downlines, info: event.output.info, error: undefined })),
        },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: { on: { "CONTRACTS.RETRY": "loading" } },
    ready: {
      on: {
        "NOTICE.DISMISS": { actions: assign({ notice: undefined }) },
        "OFFER.START": {
          guard: "canOffer",
          target: "offer",
          actions: assign(({ event }) => ({ downlineId: event.downlineId, rateText: "", problem: undefined, ends: [], error: undefined, notice: undefined })),
        },
        "CONTRACT.ACT": {
          guard: "actionKnown",
          target: "acting",
          actions: assign(({ context, event }) => ({
            target: { contract: context.contracts.find((c) => c.id === event.contractId)!, action: event.action },
            error: undefined,
            notice: undefined,
          })),
        },
      },
    },
    offer: {
      initial: "editing",
      on: { "OFFER.CANCEL": { target: "ready", actions: assign({ problem: undefined, error: undefined, ends: [] }) } },
      states: {
        editing: {
          on: {
            "OFFER.DOWNLINE": { actions: assign({ downlineId: ({ event }) => event.downlineId, problem: undefined }) },
            "OFFER.RATE": { actions: assign({ rateText: ({ event }) => event.text, problem: undefined }) },
            "OFFER.SUBMIT": [
              { guard: "offerValid", target: "previewing", actions: assign({ problem: undefined, error: undefined }) },
              { actions: assign({ problem: ({ context }) => rateProblem(context) }) },
            ],
          },
        },
        previewing: {
          invoke: {
            id: "previewOffer",
            src: "contractCall",
            input: ({ context }) => ({ kind: context.kind, request: { action: "preview", downlineId: context.downlineId ?? 0, rate: rateOf(context) } }),
            onDone: [
              { guard: "previewEndsSome", target: "warning", actions: assign({ ends: ({ event }) => event.output.ends }) },
              { target: "confirming", actions: assign({ ends: [] }) },
            ],
            onError: { target: "refused", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        /** Nothing else ends: a plain confirmation of downline and rate. */
        confirming: { on: { "OFFER.CONFIRM": "submitting", "OFFER.BACK": "editing" } },
        /** The lower-rate rule: these contracts end when the offer is accepted. */
        warning: { on: { "OFFER.CONFIRM": "submitting", "OFFER.BACK": { target: "editing", actions: assign({ ends: [] }) } } },
        submitting: {
          invoke: {
            id: "sendOffer",
            src: "contractCall",
            input: ({ context }) => ({
              kind: context.kind,
              request: { action: "offer", downlineId: context.downlineId ?? 0, rate: rateOf(context), confirmEnds: context.ends.length > 0 },
            }),
            onDone: {
              target: "#contract.success",
              actions: [assign({ outcome: ({ event }) => ({ action: "offer" as const, contract: event.output.contract, ends: event.output.ends }) }), "contractsChanged"],
            },
            onError: [
              // A downline's contract changed since the preview: show the new list of what ends, confirm again.
              { guard: "mustConfirmEnds", target: "warning", actions: assign({ ends: ({ event }) => endsOf(asErrorInfo(event.error)) }) },
              { target: "refused", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
            ],
          },
        },
        /** The server refused the offer (not a direct downline, rate out of range, an offer already waiting, ...). */
        refused: { on: { "REFUSAL.CLOSE": { target: "editing", actions: assign({ error: undefined }) } } },
      },
    },
    acting: {
      initial: "confirming",
      states: {
        confirming: { on: { "ACTION.CONFIRM": "submitting", "ACTION.CANCEL": { target: "#contract.ready", actions: assign({ target: undefined }) } } },
        submitting: {
          invoke: {
            id: "actOnContract",
            src: "contractCall",
            input: ({ context }) => {
              const { contract, action } = context.target!;
              return { kind: context.kind, request: { action, contractId: contract.id, version: contract.version } };
            },
            onDone: {
              target: "#contract.success",
              actions: [
                assign({ outcome: ({ context, event }) => ({ action: context.target!.action, contract: event.output.contract, ends: event.output.ends }) }),
                "contractsChanged",
              ],
            },
            onError: [
              { guard: "isStale", target: "#contract.reloading", actions: [assign({ notice: ({ event }) => asErrorInfo(event.error), target: undefined }), "contractsChanged"] },
              { target: "refused", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
            ],
          },
        },
        refused: { on: { "REFUSAL.CLOSE": { target: "#contract.ready", actions: assign({ error: undefined, target: undefined }) } } },
      },
    },
    success: {
      on: { "SUCCESS.CLOSE": { target: "loading", actions: assign({ outcome: undefined, target: undefined, downlineId: undefined, rateText: "", ends: [] }) } },
    },
    /** Withdrawn or changed meanwhile: the notice stays while the list reloads. */
    reloading: {
      invoke: {
        id: "reloadContracts",
        src: "loadContracts",
        input: ({ context }) => ({ kind: context.kind, agent: context.agent }),
        onDone: {
          target: "ready",
          actions: assign(({ event }) => ({ contracts: event.output.contracts, downlines: event.output.downlines, info: event.output.info })),
        },
        onError: { target: "loadFailed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
