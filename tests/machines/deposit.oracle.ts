import type { EventObject } from "xstate";
import type { DepositInfo } from "../../contract";
import type { DepositData } from "../../machines/deposit.machine";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { expectedAmount } from "./amount-rules";

export const KEY_PREFIX = "k";

type Phase = "loading" | "loadFailed" | "ready" | "refreshingList" | "submitting";

/** The deposit page as the member's events and the fakes' answers leave it. */
export interface DepositPage {
  phase: Phase;
  data?: DepositData;
  deposits: DepositInfo[];
  channelId?: string;
  amountText: string;
  /** docs/features.md "Idempotency": each edit (channel, amount) takes a new number, so does a success. */
  submission: number;
  problem?: string;
  result?: DepositInfo;
  error?: unknown;
}

function apply(p: DepositPage, event: EventObject & Record<string, unknown>): StepExpectation {
  const x: StepExpectation = {};
  const edited = () => {
    p.submission += 1;
    p.problem = undefined;
    p.error = undefined;
    p.result = undefined;
  };
  switch (event.type) {
    case "xstate.done.actor.loadDeposit": {
      const data = event.output as DepositData;
      if (p.phase === "refreshingList") {
        // A background reading after the balance moved: only the list follows, the form is left as it is.
        p.phase = "ready";
        p.deposits = data.deposits;
        break;
      }
      p.phase = "ready";
      p.data = data;
      p.deposits = data.deposits;
      // The first channel unless the member chose one already (a reload keeps the choice).
      p.channelId ??= data.channels[0]?.id;
      p.error = undefined;
      break;
    }
    case "xstate.error.actor.loadDeposit":
      if (p.phase === "refreshingList") {
        // The background reading failed: the list shown stays, with no error over the form.
        p.phase = "ready";
        break;
      }
      p.phase = "loadFailed";
      p.error = event.error;
      break;
    case "DEPOSIT.REFRESH":
      p.phase = "loading";
      x.requests = [{ id: "loadDeposit" }];
      break;
    case "BALANCE.MOVED":
      // docs/features.md "Wallet": the list follows the header balance while a request it shows waits for approval.
      if (p.phase === "ready" && p.deposits.some((d) => d.status === "pending")) {
        p.phase = "refreshingList";
        x.requests = [{ id: "loadDeposit" }];
      }
      break;
    case "DEPOSIT.CHANNEL":
      edited();
      p.channelId = event.channelId as string;
      break;
    case "AMOUNT.CHANGE":
      edited();
      p.amountText = event.text as string;
      break;
    case "DEPOSIT.SUBMIT": {
      const channel = p.data!.channels.find((c) => c.id === p.channelId)!;
      const amount = expectedAmount(p.amountText, { min: channel.minAmount, max: channel.maxAmount });
      p.problem = "problem" in amount ? amount.problem : undefined;
      if ("text" in amount) {
        p.phase = "submitting";
        p.error = undefined;
        p.result = undefined;
        x.requests = [{ id: "requestDeposit", input: { request: { channelId: p.channelId, amount: amount.text }, key: `${KEY_PREFIX}-${p.submission}` } }];
      }
      break;
    }
    case "xstate.done.actor.requestDeposit": {
      const answer = event.output as DepositInfo;
      p.phase = "ready";
      p.result = answer;
      // The new request heads the list (an answer repeated for a retried key is not listed twice).
      p.deposits = [answer, ...p.deposits.filter((d) => d.id !== answer.id)];
      p.amountText = "";
      p.submission += 1;
      // The header balance reads again: it learns a request is pending and watches for the approval.
      x.effects = ["balanceChanged"];
      break;
    }
    case "xstate.error.actor.requestDeposit":
      p.phase = "ready";
      p.error = event.error;
      break;
  }
  return x;
}

function run(events: readonly EventObject[]) {
  const page: DepositPage = { phase: "loading", deposits: [], amountText: "", submission: 0 };
  // The page follows the header balance for as long as it is open.
  let expectation: StepExpectation = { requests: [{ id: "followBalance" }, { id: "loadDeposit" }] };
  for (const event of events) expectation = apply(page, event as EventObject & Record<string, unknown>);
  return { page, expectation };
}

export function depositPageAfter(events: readonly EventObject[]): DepositPage {
  return run(events).page;
}

export const depositOracle: Oracle = {
  step(events) {
    const { page: p, expectation } = run(events);
    return {
      ...expectation,
      context: { ...expectation.context, channels: p.data?.channels ?? [], deposits: p.deposits, channelId: p.channelId, amountText: p.amountText, problem: p.problem, result: p.result, error: p.error },
    };
  },
};
