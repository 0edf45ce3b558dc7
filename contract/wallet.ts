import * as z from "zod/mini";
import { IMAGE_MAX_BYTES, IMAGE_MAX_COUNT } from "./rules/limits";

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Money travels as text in major units with at most two decimals ("1234.50"): no floats, no exponents, no separators. */
export const AMOUNT_PATTERN = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
export const amountTextSchema = z.string().check(z.regex(AMOUNT_PATTERN));

/** Account type 0 is the main wallet; others are game wallets. */
export const MAIN_WALLET = 0;

export const walletBalanceSchema = z.object({ accountTypeId: z.number(), availBalance: z.number() });

/** `POST /wps/relay/GCS_walletTransfer`. */
export const walletTransferRequestSchema = z.object({ fromAccountTypeId: z.int(), toAccountTypeId: z.int(), amount: amountTextSchema });
export type WalletTransferRequest = z.infer<typeof walletTransferRequestSchema>;
export const walletTransferAnswerSchema = z.object({
  transactionId: z.string(),
  amount: z.number(),
  balances: z.array(walletBalanceSchema),
});
export type WalletTransferAnswer = z.infer<typeof walletTransferAnswerSchema>;

/** `GET /wps/relay/GCS_merchantWallet`: a single-wallet merchant has no game wallets to transfer between. */
export const merchantWalletSchema = z.object({
  isSingle: z.boolean(),
  wallets: z.array(z.object({ accountTypeId: z.number(), name: z.string() })),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** `POST /wps/relay/GCS_recallBalance`: every game wallet (or only `accountTypeId`) back to the main wallet. */
export const recallRequestSchema = z.object({ accountTypeId: z.optional(z.int()) });
export const recallAnswerSchema = z.object({ recalled: z.number(), balances: z.array(walletBalanceSchema) });
export type RecallAnswer = z.infer<typeof recallAnswerSchema>;

/** `GET /wps/relay/PAY_depositChannels`. Amount limits in major units; tutorial steps in the caller's language. */
export const depositChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  tutorial: z.array(z.string()),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelsSchema = z.object({ channels: z.array(depositChannelSchema) });

export const REQUEST_STATUSES = ["pending", "approved", "rejected"] as const;
export const depositInfoSchema = z.object({
  id: z.number(),
  channelId: z.string(),
  amount: z.number(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;
/** `POST /wps/relay/PAY_depositRequest`: a request the operator approves or rejects; money moves on approval. */
export const depositRequestSchema = z.object({ channelId: z.string(), amount: amountTextSchema });
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export const depositListSchema = z.object({ content: z.array(depositInfoSchema) });

/** pending: money held; paid: sent by the operator, waiting for the member's confirmation; then one of the end states. */
export const WITHDRAWAL_STATUSES = ["pending", "rejected", "paid", "confirmed", "autoConfirmed", "partial", "disputed"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalInfoSchema = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  /** When an unconfirmed paid withdrawal counts as received (paidAt + the auto-receipt minutes). */
  confirmBy: z.nullable(z.string()),
  receivedAmount: z.nullable(z.number()),
  remainingAmount: z.nullable(z.number()),
});
export type WithdrawalInfo = z.infer<typeof withdrawalInfoSchema>;
export const withdrawalListSchema = z.object({ content: z.array(withdrawalInfoSchema) });

export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const boundBankAccountSchema = z.object({ bankCode: z.string(), bankName: z.string(), accountNumber: z.string(), accountName: z.string() });
export type BoundBankAccount = z.infer<typeof boundBankAccountSchema>;
/** `GET /wps/relay/PAY_withdrawInfo`. accountNumber is masked. */
export const withdrawInfoSchema = z.object({
  bankAccount: z.nullable(boundBankAccountSchema),
  hasPaymentPassword: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number(),
  usedToday: z.number(),
  autoReceiptMinutes: z.number(),
  banks: z.array(bankSchema),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;
/**
 * `POST /wps/relay/PAY_bindBankAccount`: a security change, so `loginPassword` re-authenticates it (missing:
 * LOGIN_PASSWORD_REQUIRED); sets the payment password when the member has none, else must match it.
 */
export const bindBankAccountRequestSchema = z.object({
  bankCode: z.string().check(z.minLength(2), z.maxLength(16)),
  accountNumber: z.string().check(z.regex(/^\d{10,15}$/)),
  accountName: z.string().check(z.minLength(2), z.maxLength(60)),
  paymentPassword: z.string().check(z.regex(/^\d{6}$/)),
  loginPassword: z.optional(z.string().check(z.maxLength(64))),
});
export type BindBankAccountRequest = z.infer<typeof bindBankAccountRequestSchema>;
/** `POST /wps/relay/PAY_withdrawRequest`. */
export const withdrawRequestSchema = z.object({ amount: amountTextSchema, paymentPassword: z.string().check(z.maxLength(32)) });
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** What the member states about a paid withdrawal (spec.md: withdrawal confirmation). */
export const CONFIRMATION_KINDS = ["allReceived", "alreadyReceived", "receivedAmount", "remainingAmount", "notReceived"] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];
export const PROOF_MAX_BYTES = IMAGE_MAX_BYTES;
export const PROOF_MAX_COUNT = IMAGE_MAX_COUNT;
export const proofImageSchema = z.object({
  fileName: z.string().check(z.maxLength(200)),
  contentType: z.enum(["image/png", "image/jpeg"]),
  dataBase64: z.string(),
});
export type ProofImage = z.infer<typeof proofImageSchema>;
/** `POST /wps/relay/PAY_confirmWithdrawal`: amounts for receivedAmount / remainingAmount, 1 to 3 proofs for notReceived. */
export const confirmWithdrawalRequestSchema = z.object({
  withdrawalId: z.int(),
  kind: z.enum(CONFIRMATION_KINDS),
  amount: z.optional(amountTextSchema),
  proofs: z.optional(z.array(proofImageSchema).check(z.maxLength(PROOF_MAX_COUNT))),
});
export type ConfirmWithdrawalRequest = z.infer<typeof confirmWithdrawalRequestSchema>;

/** `POST /wps/relay/MCS_transferToUpline` (players only). */
export const uplineTransferRequestSchema = z.object({ amount: amountTextSchema });
export const uplineTransferAnswerSchema = z.object({ amount: z.number(), balanceAfter: z.number(), uplineName: z.string() });
export type UplineTransferAnswer = z.infer<typeof uplineTransferAnswerSchema>;

/** Query of every record call: dates `YYYY-MM-DD` (inclusive, Bangkok time; default the last 7 days), paging from 1. */
export const RECORD_PAGE_SIZE = 10;
export const recordsQuerySchema = z.object({
  start: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  end: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  type: z.optional(z.string()),
  pageNo: z.optional(z.string().check(z.regex(/^[1-9]\d{0,5}$/))),
  pageSize: z.optional(z.string().check(z.regex(/^[1-9]\d?$/))),
});
export type RecordsQuery = { start: string; end: string; type?: string; pageNo: number; pageSize: number };

function page<T extends z.ZodMiniType>(row: T) {
  return z.object({ content: z.array(row), pageNum: z.number(), totalPages: z.number(), total: z.number() });
}

export const TRANSACTION_KINDS = ["opening", "deposit", "withdrawal", "withdrawalRefund", "transfer", "recall", "bet", "win", "bonus", "wage", "uplineTransfer", "downlineTransfer", "trialCredit"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
/** `GET /wps/relay/ODS_transactionHistory`: movements of the member's wallets; amount signed, main-wallet view. */
export const transactionRowSchema = z.object({ id: z.string(), time: z.string(), kind: z.enum(TRANSACTION_KINDS), amount: z.number(), memo: z.nullable(z.string()) });
export type TransactionRow = z.infer<typeof transactionRowSchema>;
export const transactionPageSchema = page(transactionRowSchema);

/** `GET /wps/relay/ODS_personalHistory` (betting records, personalHistoryCopy). */
/** `gameName`: the game's name as players know it (the code when the catalogue has none). */
export const betRowSchema = z.object({ id: z.number(), time: z.string(), gameCode: z.string(), gameName: z.optional(z.string()), vendor: z.string(), stake: z.number(), payout: z.number(), net: z.number() });
export type BetRow = z.infer<typeof betRowSchema>;
export const betPageSchema = page(betRowSchema);

/** `GET /wps/relay/ODS_personalProfit` (profit and loss over the range). */
export const profitSchema = z.object({
  betAmount: z.number(),
  winAmount: z.number(),
  net: z.number(),
  depositAmount: z.number(),
  withdrawalAmount: z.number(),
  bonusAmount: z.number(),
  betCount: z.number(),
});
export type Profit = z.infer<typeof profitSchema>;

/** `GET /wps/relay/ODS_bonusDetails`. */
export const bonusRowSchema = z.object({ id: z.string(), time: z.string(), kind: z.enum(["bonus", "wage"]), amount: z.number(), memo: z.nullable(z.string()) });
export type BonusRow = z.infer<typeof bonusRowSchema>;
export const bonusPageSchema = page(bonusRowSchema);

/** `POST /wps/demo-game/spin`: the launch ticket names the member and the game. */
export const demoSpinRequestSchema = z.object({ ticket: z.string().check(z.maxLength(100)), stake: amountTextSchema });
export const demoSpinAnswerSchema = z.object({ reels: z.array(z.string()), stake: z.number(), payout: z.number(), balance: z.number() });
export type DemoSpinAnswer = z.infer<typeof demoSpinAnswerSchema>;
