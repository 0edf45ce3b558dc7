import type { CallName } from "../../contract/calls";

/**
 * The calls a member may make while a time-out or self-exclusion is in force (a withdraw-only session): their money
 * stays theirs, so the withdraw page (its balance, bank account and requests, money back from game wallets to main),
 * the records, their own details, safer play (read, and a longer break) and signing out. Every other member call
 * answers ACCOUNT_ON_BREAK (server/middleware/auth.ts), and every stake and deposit is refused again where it is
 * decided (guard.ts), so an entry forgotten here can never let one through.
 */
export const WITHDRAW_ONLY_CALLS: ReadonlySet<CallName> = new Set<CallName>([
  "memberInfo",
  "balance",
  "consolidated",
  "logout",
  "withdrawInfo",
  "bindBankAccount",
  "withdrawRequest",
  "withdrawals",
  "confirmWithdrawal",
  "recallBalance",
  "walletTransfer",
  "transactionHistory",
  "bettingRecords",
  "profitAndLoss",
  "bonusDetails",
  "deposits",
  "saferPlay",
  "takeBreak",
]);
