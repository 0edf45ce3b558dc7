import type { EventObject } from "xstate";
import type { WithdrawalInfo } from "../../contract";
import type { WithdrawData } from "../../machines/withdraw.machine";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { expectedAmount } from "./amount-rules";

export const KEY_PREFIX = "k";

type Bank = { bankCode: string; accountNumber: string; accountName: string; paymentPassword: string; loginPassword: string };
type Phase = "loading" | "loadFailed" | "binding" | "bindingBank" | "ready" | "refreshingList" | "submitting";

/**
 * docs/features.md "Wallet" (PAY_bindBankAccount): a bank is chosen, the account number has 10 to 15 digits, the account
 * holder's name is given (trimmed, at least 2 characters), the payment password has 6 digits, and the login password is
 * given (docs/security-accounts.md: binding a bank account is re-authenticated). Listed in form order.
 */
function invalidBank(bank: Bank): string[] {
  return [
    bank.bankCode === "" ? "bankCode" : undefined,
    /^\d{10,15}$/.test(bank.accountNumber) ? undefined : "accountNumber",
    bank.accountName.trim().length >= 2 ? undefined : "accountName",
    /^\d{6}$/.test(bank.paymentPassword) ? undefined : "paymentPassword",
    bank.loginPassword === "" ? "loginPassword" : undefined,
  ].filter((field) => field !== undefined);
}

/** What the member did on the withdraw page, read from the path's events. */
export interface WithdrawPage {
  phase: Phase;
  data?: WithdrawData;
  withdrawals: WithdrawalInfo[];
  balance: number;
  bank: Bank;
  amountText: string;
  password: string;
  /** Submissions counted as docs/features.md says of the Idempotency-Key: a new number for each edit of the amount and after a success. */
  submission: number;
  bankInvalid: string[];
  problem?: string;
  result?: WithdrawalInfo;
}

function apply(p: WithdrawPage, event: EventObject & Record<string, unknown>): StepExpectation {
  const x: StepExpectation = {};
  const load = () => {
    p.phase = "loading";
    x.requests = [{ id: "loadWithdraw" }];
  };
  switch (event.type) {
    case "xstate.done.actor.loadWithdraw": {
      const data = event.output as WithdrawData;
      if (p.phase === "refreshingList") {
        // A background reading after the balance moved: the list and the balance follow, the form is left as it is.
        p.phase = "ready";
        p.withdrawals = data.withdrawals;
        p.balance = data.balance;
        break;
      }
      p.data = data;
      p.withdrawals = data.withdrawals;
      p.balance = data.balance;
      // No bank account yet: the page asks to bind one first.
      p.phase = data.info.bankAccount ? "ready" : "binding";
      x.context = { info: data.info, withdrawals: data.withdrawals, balance: data.balance };
      break;
    }
    case "xstate.error.actor.loadWithdraw":
      if (p.phase === "refreshingList") {
        // The background reading failed: the list shown stays, with no error over the form.
        p.phase = "ready";
        break;
      }
      p.phase = "loadFailed";
      x.context = { error: event.error };
      break;
    case "WITHDRAW.REFRESH":
      load();
      break;
    case "BALANCE.MOVED":
      // docs/features.md "Wallet": the list follows the header balance while a request it shows waits for the operator.
      if (p.phase === "ready" && p.withdrawals.some((w) => w.status === "pending")) {
        p.phase = "refreshingList";
        x.requests = [{ id: "loadWithdraw" }];
      }
      break;
    case "BANK.CHANGE":
      p.bank = { ...p.bank, [event.field as keyof Bank]: event.value as string };
      p.bankInvalid = [];
      break;
    case "BANK.SUBMIT": {
      const invalid = invalidBank(p.bank);
      if (invalid.length > 0) p.bankInvalid = invalid;
      else {
        p.phase = "bindingBank";
        x.requests = [{ id: "bindBankAccount", input: { ...p.bank, accountName: p.bank.accountName.trim() } }];
      }
      break;
    }
    case "xstate.done.actor.bindBankAccount":
      // Neither password typed for the binding is kept.
      p.bank = { ...p.bank, paymentPassword: "", loginPassword: "" };
      load();
      break;
    case "xstate.error.actor.bindBankAccount":
      p.phase = "binding";
      x.context = { error: event.error };
      break;
    case "AMOUNT.CHANGE":
      p.amountText = event.text as string;
      p.submission += 1;
      p.problem = undefined;
      p.result = undefined;
      break;
    case "PASSWORD.CHANGE":
      p.password = event.text as string;
      p.problem = undefined;
      break;
    case "WITHDRAW.SUBMIT": {
      const info = p.data!.info;
      const amount = expectedAmount(p.amountText, { min: info.minAmount, max: info.maxAmount, balance: p.balance });
      p.problem = "problem" in amount ? amount.problem : p.password === "" ? "password" : undefined;
      if (!p.problem) {
        p.phase = "submitting";
        p.result = undefined;
        x.requests = [{ id: "requestWithdrawal", input: { request: { amount: (amount as { text: string }).text, paymentPassword: p.password }, key: `${KEY_PREFIX}-${p.submission}` } }];
      }
      break;
    }
    case "xstate.done.actor.requestWithdrawal": {
      const answer = event.output as WithdrawalInfo;
      p.phase = "ready";
      p.result = answer;
      p.withdrawals = [answer, ...p.withdrawals];
      p.balance = Math.round(p.balance * 100 - answer.amount * 100) / 100;
      p.amountText = "";
      p.password = "";
      p.submission += 1;
      // docs/features.md "Wallet": a flow that moved money asks the header balance to refresh.
      x.effects = ["balanceChanged"];
      x.context = { result: answer };
      break;
    }
    case "xstate.error.actor.requestWithdrawal":
      p.phase = "ready";
      // A refused payment password is typed again.
      p.password = "";
      x.context = { error: event.error };
      break;
  }
  return x;
}

export function pageAfter(events: readonly EventObject[]): WithdrawPage {
  return run(events).page;
}

function run(events: readonly EventObject[]) {
  const page: WithdrawPage = {
    phase: "loading",
    withdrawals: [],
    balance: 0,
    bank: { bankCode: "", accountNumber: "", accountName: "", paymentPassword: "", loginPassword: "" },
    amountText: "",
    password: "",
    submission: 0,
    bankInvalid: [],
  };
  // The page follows the header balance for as long as it is open.
  let expectation: StepExpectation = { requests: [{ id: "followBalance" }, { id: "loadWithdraw" }] };
  for (const event of events) expectation = apply(page, event as EventObject & Record<string, unknown>);
  return { page, expectation };
}

export const withdrawOracle: Oracle = {
  step(events) {
    const { page, expectation } = run(events);
    return {
      ...expectation,
      context: {
        ...expectation.context,
        withdrawals: page.withdrawals,
        balance: page.balance,
        bank: page.bank,
        bankInvalid: page.bankInvalid,
        amountText: page.amountText,
        paymentPassword: page.password,
        problem: page.problem,
        result: page.result,
      },
    };
  },
};
