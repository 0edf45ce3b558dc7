import type { EventObject } from "xstate";
import type { RecallAnswer, WalletTransferAnswer } from "../../contract";
import type { TransferData } from "../../machines/transfer.machine";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { expectedAmount } from "./amount-rules";

export const KEY_PREFIX = "k";
const MAIN = 0;

type Phase = "loading" | "loadFailed" | "ready" | "submitting" | "recalling";
type Balances = TransferData["balance"]["balance"];

/** The transfer page as the member's events and the fakes' answers leave it. */
export interface TransferPage {
  phase: Phase;
  balances: Balances;
  from: number;
  to: number;
  amountText: string;
  /** docs/features.md "Idempotency": each edit of the request (wallets, amount, a recall) takes a new number, so does a success. */
  submission: number;
  problem?: string;
  result?: WalletTransferAnswer;
  recalled?: number;
  error?: unknown;
}

const balanceOf = (balances: Balances, id: number) => balances.find((b) => b.accountTypeId === id)?.availBalance ?? 0;

function apply(p: TransferPage, event: EventObject & Record<string, unknown>): StepExpectation {
  const x: StepExpectation = {};
  const edited = () => {
    p.submission += 1;
    p.problem = undefined;
    p.error = undefined;
    p.result = undefined;
    p.recalled = undefined;
  };
  switch (event.type) {
    case "xstate.done.actor.loadTransferData": {
      const data = event.output as TransferData;
      p.phase = "ready";
      p.balances = data.balance.balance;
      // From the main wallet to the first game wallet (single-wallet merchants have only the main one).
      p.from = MAIN;
      p.to = data.merchant.wallets.find((w) => w.accountTypeId !== MAIN)?.accountTypeId ?? MAIN;
      p.error = undefined;
      x.context = { merchant: data.merchant };
      break;
    }
    case "xstate.error.actor.loadTransferData":
      p.phase = "loadFailed";
      p.error = event.error;
      break;
    case "TRANSFER.RETRY":
      p.phase = "loading";
      x.requests = [{ id: "loadTransferData" }];
      break;
    case "TRANSFER.FROM":
      edited();
      p.from = event.accountTypeId as number;
      break;
    case "TRANSFER.TO":
      edited();
      p.to = event.accountTypeId as number;
      break;
    case "AMOUNT.CHANGE":
      edited();
      p.amountText = event.text as string;
      break;
    case "TRANSFER.SUBMIT": {
      const amount = expectedAmount(p.amountText, { balance: balanceOf(p.balances, p.from) });
      p.problem = p.from === p.to ? "sameWallet" : "problem" in amount ? amount.problem : undefined;
      if (!p.problem) {
        p.phase = "submitting";
        p.error = undefined;
        p.result = undefined;
        x.requests = [
          {
            id: "walletTransfer",
            input: { request: { fromAccountTypeId: p.from, toAccountTypeId: p.to, amount: (amount as { text: string }).text }, key: `${KEY_PREFIX}-${p.submission}` },
          },
        ];
      }
      break;
    }
    case "TRANSFER.RECALL":
      edited();
      p.phase = "recalling";
      x.requests = [{ id: "recallBalance", input: { key: `${KEY_PREFIX}-${p.submission}` } }];
      break;
    case "xstate.done.actor.walletTransfer": {
      const answer = event.output as WalletTransferAnswer;
      p.phase = "ready";
      p.result = answer;
      p.balances = answer.balances;
      p.amountText = "";
      p.submission += 1;
      x.effects = ["balanceChanged"];
      break;
    }
    case "xstate.done.actor.recallBalance": {
      const answer = event.output as RecallAnswer;
      p.phase = "ready";
      p.balances = answer.balances;
      p.recalled = answer.recalled;
      p.submission += 1;
      x.effects = ["balanceChanged"];
      break;
    }
    case "xstate.error.actor.walletTransfer":
    case "xstate.error.actor.recallBalance":
      // A failure keeps the request and its key: trying again cannot move the money twice.
      p.phase = "ready";
      p.error = event.error;
      break;
  }
  return x;
}

function run(events: readonly EventObject[]) {
  const page: TransferPage = { phase: "loading", balances: [], from: MAIN, to: MAIN, amountText: "", submission: 0 };
  let expectation: StepExpectation = { requests: [{ id: "loadTransferData" }] };
  for (const event of events) expectation = apply(page, event as EventObject & Record<string, unknown>);
  return { page, expectation };
}

export function transferPageAfter(events: readonly EventObject[]): TransferPage {
  return run(events).page;
}

export const transferOracle: Oracle = {
  step(events) {
    const { page: p, expectation } = run(events);
    return {
      ...expectation,
      context: {
        ...expectation.context,
        balances: p.balances,
        from: p.from,
        to: p.to,
        amountText: p.amountText,
        problem: p.problem,
        result: p.result,
        recalled: p.recalled,
        error: p.error,
      },
    };
  },
};
