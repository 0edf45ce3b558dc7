import { assign, setup } from "xstate";
import type { ConsolidatedInfo, Contract, ContractAction, ContractAnswer, ContractKind, ContractRequest, ErrorInfo } from "../contract";
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
  description:
    "One kind of agent contract (dividend, daily, hourly or real-time salary): an upline offers a rate to a direct downline, the downline accepts or rejects it, and either side can ask to end it. Before an offer is sent the upline is warned when a lower rate would end contracts further down.",
  meta: {
    spec: ["4 States and transitions", "2 Screens and routes › Agent centre pages", "7 Calls › Promotions and contracts", "6 Roles and permissions"],
    screen: "Agent centre: contract page",
  },
  context: ({ input }) => ({ ...input, contracts: [], downlines: [], rateText: "", ends: [] }),
  initial: "loading",
  states: {
    loading: {
      description: "Fetching the contracts, the downlines who can be offered one, and the rate limits.",
      invoke: {
        id: "loadContracts",
        src: "loadContracts",
        input: ({ context }) => ({ kind: context.kind, agent: context.agent }),
        onDone: {
          target: "ready",
          description: "The contracts are listed.",
          actions: assign(({ event }) => ({ contracts: event.output.contracts, downlines: event.output.downlines, info: event.output.info, error: undefined })),
        },
        onError: { target: "loadFailed", description: "The contracts could not be loaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    loadFailed: {
      description: "The contracts could not be loaded; the agent can retry.",
      on: { "CONTRACTS.RETRY": { target: "loading", description: "The agent tries again." } },
    },
    ready: {
      description: "The list of contracts, each with the actions open to this side (accept, reject, request termination, terminate).",
      on: {
        "NOTICE.DISMISS": { description: "The agent closes the message about a contract that changed meanwhile.", actions: assign({ notice: undefined }) },
        "OFFER.START": {
          guard: "canOffer",
          target: "offer",
          description: "The upline starts a new contract offer (only when they may offer and have direct downlines).",
          actions: assign(({ event }) => ({ downlineId: event.downlineId, rateText: "", problem: undefined, ends: [], error: undefined, notice: undefined })),
        },
        "CONTRACT.ACT": {
          guard: "actionKnown",
          target: "acting",
          description: "The agent presses one of the contract's actions: accept, reject, request termination or terminate.",
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
      description: "The upline is making a new contract offer to a downline.",
      meta: { screen: "New contract request dialog" },
      on: { "OFFER.CANCEL": { target: "ready", description: "The upline abandons the offer.", actions: assign({ problem: undefined, error: undefined, ends: [] }) } },
      states: {
        editing: {
          description: "The upline picks the downline and types the rate.",
          on: {
            "OFFER.DOWNLINE": { description: "The upline picks a downline.", actions: assign({ downlineId: ({ event }) => event.downlineId, problem: undefined }) },
            "OFFER.RATE": { description: "The upline types the rate.", actions: assign({ rateText: ({ event }) => event.text, problem: undefined }) },
            "OFFER.SUBMIT": [
              { guard: "offerValid", target: "previewing", description: "A downline is picked and the rate is within the allowed range: the offer is previewed.", actions: assign({ problem: undefined, error: undefined }) },
              { description: "No downline, or the rate is missing or out of range: the form says why.", actions: assign({ problem: ({ context }) => rateProblem(context) }) },
            ],
          },
        },
        previewing: {
          description: "Asking the server what the offer would do, in particular which downline contracts it would end.",
          invoke: {
            id: "previewOffer",
            src: "contractCall",
            input: ({ context }) => ({ kind: context.kind, request: { action: "preview", downlineId: context.downlineId ?? 0, rate: rateOf(context) } }),
            onDone: [
              { guard: "previewEndsSome", target: "warning", description: "The lower rate would end some downline contracts: the upline is warned.", actions: assign({ ends: ({ event }) => event.output.ends }) },
              { target: "confirming", description: "Nothing else would end: a plain confirmation.", actions: assign({ ends: [] }) },
            ],
            onError: { target: "refused", description: "The server refused the offer: its message is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
          },
        },
        /** Nothing else ends: a plain confirmation of downline and rate. */
        confirming: {
          description: "The upline confirms the downline and the rate.",
          on: {
            "OFFER.CONFIRM": { target: "submitting", description: "The upline confirms: the offer is sent." },
            "OFFER.BACK": { target: "editing", description: "The upline goes back to change it." },
          },
        },
        /** The lower-rate rule: these contracts end when the offer is accepted. */
        warning: {
          description: "A warning lists the downline contracts that will end when this lower-rate offer is accepted; the upline confirms or goes back.",
          on: {
            "OFFER.CONFIRM": { target: "submitting", description: "The upline accepts that those contracts end: the offer is sent." },
            "OFFER.BACK": { target: "editing", description: "The upline goes back to change the offer.", actions: assign({ ends: [] }) },
          },
        },
        submitting: {
          description: "Waiting for the server to record the offer.",
          invoke: {
            id: "sendOffer",
            src: "contractCall",
            input: ({ context }) => ({
              kind: context.kind,
              request: { action: "offer", downlineId: context.downlineId ?? 0, rate: rateOf(context), confirmEnds: context.ends.length > 0 },
            }),
            onDone: {
              target: "#contract.success",
              description: "The offer was sent; the downline can now accept or reject it.",
              actions: [assign({ outcome: ({ event }) => ({ action: "offer" as const, contract: event.output.contract, ends: event.output.ends }) }), "contractsChanged"],
            },
            onError: [
              // A downline's contract changed since the preview: show the new list of what ends, confirm again.
              {
                guard: "mustConfirmEnds",
                target: "warning",
                description: "Downline contracts changed since the preview: the new list of what ends is shown to confirm again.",
                actions: assign({ ends: ({ event }) => endsOf(asErrorInfo(event.error)) }),
              },
              { target: "refused", description: "The server refused the offer: its message is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
            ],
          },
        },
        /** The server refused the offer (not a direct downline, rate out of range, an offer already waiting, ...). */
        refused: {
          description: "The server refused the offer (for example not a direct downline, a rate out of range, or an offer already waiting); its message is shown.",
          on: { "REFUSAL.CLOSE": { target: "editing", description: "The upline closes the message and can change the offer.", actions: assign({ error: undefined }) } },
        },
      },
    },
    acting: {
      initial: "confirming",
      description: "The agent is accepting, rejecting or ending a contract.",
      states: {
        confirming: {
          description: "The agent is asked to confirm the action.",
          on: {
            "ACTION.CONFIRM": { target: "submitting", description: "The agent confirms." },
            "ACTION.CANCEL": { target: "#contract.ready", description: "The agent changes their mind.", actions: assign({ target: undefined }) },
          },
        },
        submitting: {
          description: "Waiting for the server to record the action.",
          invoke: {
            id: "actOnContract",
            src: "contractCall",
            input: ({ context }) => {
              const { contract, action } = context.target!;
              return { kind: context.kind, request: { action, contractId: contract.id, version: contract.version } };
            },
            onDone: {
              target: "#contract.success",
              description: "The action was recorded.",
              actions: [
                assign({ outcome: ({ context, event }) => ({ action: context.target!.action, contract: event.output.contract, ends: event.output.ends }) }),
                "contractsChanged",
              ],
            },
            onError: [
              {
                guard: "isStale",
                target: "#contract.reloading",
                description: "The contract was withdrawn or changed meanwhile: a message says so and the list reloads.",
                actions: [assign({ notice: ({ event }) => asErrorInfo(event.error), target: undefined }), "contractsChanged"],
              },
              { target: "refused", description: "The server refused the action: its message is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
            ],
          },
        },
        refused: {
          description: "The server refused the action; its message is shown.",
          on: { "REFUSAL.CLOSE": { target: "#contract.ready", description: "The agent closes the message.", actions: assign({ error: undefined, target: undefined }) } },
        },
      },
    },
    success: {
      description: "A success message for the offer or action (with any contracts it ended).",
      on: {
        "SUCCESS.CLOSE": {
          target: "loading",
          description: "The agent closes the message: the list reloads.",
          actions: assign({ outcome: undefined, target: undefined, downlineId: undefined, rateText: "", ends: [] }),
        },
      },
    },
    /** Withdrawn or changed meanwhile: the notice stays while the list reloads. */
    reloading: {
      description: "The contract changed meanwhile: the message stays while the list reloads.",
      invoke: {
        id: "reloadContracts",
        src: "loadContracts",
        input: ({ context }) => ({ kind: context.kind, agent: context.agent }),
        onDone: {
          target: "ready",
          description: "The fresh list is shown.",
          actions: assign(({ event }) => ({ contracts: event.output.contracts, downlines: event.output.downlines, info: event.output.info })),
        },
        onError: { target: "loadFailed", description: "The list could not be reloaded.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
  },
});
