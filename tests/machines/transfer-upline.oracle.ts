import type { EventObject } from "xstate";
import type { UplineTransferAnswer } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { expectedAmount } from "./amount-rules";

export const KEY_PREFIX = "k";

type Phase = "loading" | "loadFailed" | "editing" | "submitting" | "done";

/** The transfer-to-upline page as the member's events and the fakes' answers leave it. */
export interface UplinePage {
  phase: Phase;
  balance: number;
  amountText: string;
  /** docs/features.md "Idempotency": a new number for each edit of the amount and for a new transfer after a success. */
  submission: number;
  problem?: string;
  result?: UplineTransferAnswer;
  error?: unknown;
}

function apply(p: UplinePage, event: EventObject & Record<string, unknown>): StepExpectation {
  const x: StepExpectation = {};
  switch (event.type) {
    case "xstate.done.actor.loadMainBalance":
      p.phase = "editing";
      p.balance = event.output as number;
      p.error = undefined;
      break;
    case "xstate.error.actor.loadMainBalance":
      p.phase = "loadFailed";
      p.error = event.error;
      break;
    case "UPLINE.RETRY":
      p.phase = "loading";
      x.requests = [{ id: "loadMainBalance" }];
      break;
    case "AMOUNT.CHANGE":
      p.amountText = event.text as string;
      p.submission += 1;
      p.problem = undefined;
      p.error = undefined;
      break;
    case "UPLINE.SUBMIT": {
      // Spec section 6: players transfer to their upline, within their main wallet's balance.
      const amount = expectedAmount(p.amountText, { balance: p.balance });
      p.problem = "problem" in amount ? amount.problem : undefined;
      if ("text" in amount) {
        p.phase = "submitting";
        p.error = undefined;
        x.requests = [{ id: "transferToUpline", input: { amount: amount.text, key: `${KEY_PREFIX}-${p.submission}` } }];
      }
      break;
    }
    case "xstate.done.actor.transferToUpline": {
      const answer = event.output as UplineTransferAnswer;
      p.phase = "done";
      p.result = answer;
      p.balance = answer.balanceAfter;
      x.effects = ["balanceChanged"];
      break;
    }
    case "xstate.error.actor.transferToUpline":
      p.phase = "editing";
      p.error = event.error;
      break;
    case "UPLINE.AGAIN":
      p.phase = "editing";
      p.amountText = "";
      p.result = undefined;
      p.submission += 1;
      break;
  }
  return x;
}

function run(events: readonly EventObject[]) {
  const page: UplinePage = { phase: "loading", balance: 0, amountText: "", submission: 0 };
  let expectation: StepExpectation = { requests: [{ id: "loadMainBalance" }] };
  for (const event of events) expectation = apply(page, event as EventObject & Record<string, unknown>);
  return { page, expectation };
}

export function uplinePageAfter(events: readonly EventObject[]): UplinePage {
  return run(events).page;
}

export const transferUplineOracle: Oracle = {
  step(events) {
    const { page: p, expectation } = run(events);
    return { ...expectation, context: { balance: p.balance, amountText: p.amountText, problem: p.problem, result: p.result, error: p.error } };
  },
};
