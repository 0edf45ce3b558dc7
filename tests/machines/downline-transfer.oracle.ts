import type { EventObject } from "xstate";
import type { Oracle, StepExpectation } from "../paths/oracle";

/** The model's input (downline-transfer.model.ts): to player1 (id 11), idempotency keys prefixed "k". */
const DOWNLINE_ID = 11;
const KEY_PREFIX = "k";

/**
 * The amounts the model types, against the main balance of 1000 the model loads: the problem shown, or the amount
 * sent (digits with at most two decimals, as typed without the spaces; spec section 9: two decimals).
 */
export const AMOUNT_RULES: Record<string, { problem: string } | { sent: string }> = {
  "": { problem: "empty" },
  " 10.50 ": { sent: "10.50" },
  "0": { problem: "zero" },
  "1000.01": { problem: "aboveBalance" },
  abc: { problem: "format" },
};

type Phase = "loading" | "loadFailed" | "editing" | "submitting" | "done";

export interface DownlineTransferFlow {
  phase: Phase;
  balance?: number;
  typed: string;
  problem?: string;
  error?: { errorCode?: string; message?: string };
  result?: { amount: number; balanceAfter: number; downlineName: string };
}

function amountRule(text: string) {
  const rule = AMOUNT_RULES[text];
  if (!rule) throw new Error(`the downline-transfer oracle has no rule for the amount ${JSON.stringify(text)}`);
  return rule;
}

function follow(events: readonly EventObject[]): { flow: DownlineTransferFlow; expectation: StepExpectation } {
  const flow: DownlineTransferFlow = { phase: "loading", typed: "" };
  /** Each new amount is a new transfer with its own key; sending the same one again (after a refusal) reuses it. */
  let edits = 0;
  let expectation: StepExpectation = { requests: [{ id: "loadMainBalance" }] };
  for (const e of events) {
    const event = e as EventObject & Record<string, unknown>;
    const need = (phase: Phase) => {
      if (flow.phase !== phase) throw new Error(`${event.type} cannot happen while the transfer is ${flow.phase}`);
    };
    switch (event.type) {
      case "xstate.done.actor.loadMainBalance":
        need("loading");
        Object.assign(flow, { phase: "editing", balance: event.output, error: undefined });
        expectation = { context: { balance: event.output, error: undefined } };
        break;
      case "xstate.error.actor.loadMainBalance":
        need("loading");
        Object.assign(flow, { phase: "loadFailed", error: event.error });
        expectation = { context: { error: event.error } };
        break;
      case "DOWNLINE_TRANSFER.RETRY":
        need("loadFailed");
        flow.phase = "loading";
        expectation = { requests: [{ id: "loadMainBalance" }] };
        break;
      case "AMOUNT.CHANGE":
        need("editing");
        edits += 1;
        Object.assign(flow, { typed: event.text, problem: undefined, error: undefined });
        expectation = { context: { amountText: flow.typed, problem: undefined, error: undefined } };
        break;
      case "DOWNLINE_TRANSFER.SUBMIT": {
        need("editing");
        const rule = amountRule(flow.typed);
        if ("problem" in rule) {
          flow.problem = rule.problem;
          expectation = { context: { problem: rule.problem } };
          break;
        }
        Object.assign(flow, { phase: "submitting", problem: undefined, error: undefined });
        expectation = {
          requests: [{ id: "transferToDownline", input: { downlineId: DOWNLINE_ID, amount: rule.sent, key: `${KEY_PREFIX}-${edits}` } }],
          context: { problem: undefined, error: undefined },
        };
        break;
      }
      case "xstate.done.actor.transferToDownline": {
        need("submitting");
        const result = event.output as DownlineTransferFlow["result"] & object;
        Object.assign(flow, { phase: "done", result, balance: result.balanceAfter });
        expectation = { effects: ["balanceChanged"], context: { result, balance: result.balanceAfter } };
        break;
      }
      case "xstate.error.actor.transferToDownline":
        need("submitting");
        Object.assign(flow, { phase: "editing", error: event.error });
        // The amount stays, to send again or correct.
        expectation = { context: { error: event.error, amountText: flow.typed } };
        break;
      case "DOWNLINE_TRANSFER.AGAIN":
        need("done");
        edits += 1;
        Object.assign(flow, { phase: "editing", typed: "", result: undefined });
        expectation = { context: { amountText: "", result: undefined } };
        break;
      default:
        throw new Error(`the downline-transfer oracle does not know ${event.type}`);
    }
  }
  return { flow, expectation };
}

/** The transfer after the path's events (the view tests draw the screen from it). */
export const followDownlineTransfer = (events: readonly EventObject[]): DownlineTransferFlow => follow(events).flow;

export const downlineTransferOracle: Oracle = { step: (events) => follow(events).expectation };
