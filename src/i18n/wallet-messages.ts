import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AmountProblem } from "../../machines/amount-input";
import type { ConfirmationProblem } from "../../machines/withdrawal-confirmation.machine";
import type { TransferProblem } from "../../machines/transfer.machine";
import type { WithdrawProblem } from "../../machines/withdraw.machine";
import type { ConfirmationKind, TransactionKind, WithdrawalStatus } from "../../contract";

type Problem = AmountProblem | TransferProblem | WithdrawProblem | ConfirmationProblem;

/** One message per refused input: each problem the wallet's input checks can find. */
export const PROBLEM_MESSAGES: Record<Problem, MessageDescriptor> = {
  empty: msg`Enter the amount`,
  zero: msg`The amount must be more than 0`,
  negative: msg`The amount cannot be negative`,
  decimals: msg`Use at most two decimals`,
  scientific: msg`Enter the amount as plain digits, not in scientific notation`,
  separators: msg`Enter the amount without separators or spaces`,
  format: msg`Enter the amount in digits only`,
  belowMin: msg`The amount is below the minimum`,
  aboveMax: msg`The amount is above the maximum`,
  aboveBalance: msg`The amount is more than your balance`,
  sameWallet: msg`Choose two different wallets`,
  password: msg`Enter your payment password`,
  kind: msg`Choose what you received`,
  proofRequired: msg`Attach at least one image as proof`,
  imageTooBig: msg`Each image must be at most 5 MB`,
  imagesTooMany: msg`At most 3 images`,
  imageNotPngOrJpg: msg`Only PNG or JPG images are accepted`,
};

export const CONFIRMATION_KIND_LABELS: Record<ConfirmationKind, MessageDescriptor> = {
  allReceived: msg`All received`,
  alreadyReceived: msg`Already received`,
  receivedAmount: msg`Received part: state the amount received`,
  remainingAmount: msg`Received part: state the amount still missing`,
  notReceived: msg`Not received (upload proof)`,
};

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  rejected: msg`Rejected`,
  paid: msg`Paid: please confirm receipt`,
  confirmed: msg`Received`,
  autoConfirmed: msg`Counted as received`,
  partial: msg`Partly received: under review`,
  disputed: msg`Not received: under review`,
};

export const REQUEST_STATUS_LABELS: Record<"pending" | "approved" | "rejected", MessageDescriptor> = {
  pending: msg`Pending`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
};

export const TRANSACTION_KIND_LABELS: Record<TransactionKind, MessageDescriptor> = {
  opening: msg`Opening balance`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  withdrawalRefund: msg`Withdrawal refund`,
  transfer: msg`Transfer`,
  recall: msg`Recall`,
  bet: msg`Bet`,
  win: msg`Win`,
  bonus: msg`Bonus`,
  wage: msg`Wage`,
  uplineTransfer: msg`Transfer to upline`,
  downlineTransfer: msg`Transfer to downline`,
  trialCredit: msg`Trial credit`,
};
