import * as z from "zod/mini";
import { call } from "./call";
import {
  betPageSchema,
  bindBankAccountRequestSchema,
  bonusPageSchema,
  confirmWithdrawalRequestSchema,
  demoSpinAnswerSchema,
  demoSpinRequestSchema,
  depositChannelsSchema,
  depositInfoSchema,
  depositListSchema,
  depositRequestSchema,
  merchantWalletSchema,
  profitSchema,
  recallAnswerSchema,
  recallRequestSchema,
  transactionPageSchema,
  uplineTransferAnswerSchema,
  uplineTransferRequestSchema,
  walletTransferAnswerSchema,
  walletTransferRequestSchema,
  withdrawalInfoSchema,
  withdrawalListSchema,
  withdrawInfoSchema,
  withdrawRequestSchema,
} from "./wallet";

const nothing = z.optional(z.nullable(z.unknown()));

/** The wallet's calls; record calls take `recordsQuerySchema` as their query. */
export const walletCalls = {
  walletTransfer: call({ method: "POST", path: "/wps/relay/GCS_walletTransfer", module: "FUNDTRANS3", access: "member", idempotent: true, body: walletTransferRequestSchema, value: walletTransferAnswerSchema }),
  merchantWallet: call({ method: "GET", path: "/wps/relay/GCS_merchantWallet", module: "FUNDTRANS3", access: "member", value: merchantWalletSchema }),
  recallBalance: call({ method: "POST", path: "/wps/relay/GCS_recallBalance", module: "FUNDTRANS3", access: "member", idempotent: true, body: recallRequestSchema, value: recallAnswerSchema }),
  depositChannels: call({ method: "GET", path: "/wps/relay/PAY_depositChannels", module: "FUNDTRANS3", access: "member", value: depositChannelsSchema }),
  depositRequest: call({ method: "POST", path: "/wps/relay/PAY_depositRequest", module: "FUNDTRANS3", access: "member", idempotent: true, body: depositRequestSchema, value: depositInfoSchema }),
  deposits: call({ method: "GET", path: "/wps/relay/PAY_deposits", module: "FUNDTRANS3", access: "member", value: depositListSchema }),
  withdrawInfo: call({ method: "GET", path: "/wps/relay/PAY_withdrawInfo", module: "FUNDTRANS3", access: "member", value: withdrawInfoSchema }),
  bindBankAccount: call({ method: "POST", path: "/wps/relay/PAY_bindBankAccount", module: "FUNDTRANS3", access: "member", body: bindBankAccountRequestSchema, value: nothing }),
  withdrawRequest: call({ method: "POST", path: "/wps/relay/PAY_withdrawRequest", module: "FUNDTRANS3", access: "member", idempotent: true, body: withdrawRequestSchema, value: withdrawalInfoSchema }),
  withdrawals: call({ method: "GET", path: "/wps/relay/PAY_withdrawals", module: "FUNDTRANS3", access: "member", value: withdrawalListSchema }),
  confirmWithdrawal: call({ method: "POST", path: "/wps/relay/PAY_confirmWithdrawal", module: "FUNDTRANS3", access: "member", idempotent: true, body: confirmWithdrawalRequestSchema, value: withdrawalInfoSchema }),
  transferToUpline: call({ method: "POST", path: "/wps/relay/MCS_transferToUpline", module: "FUNDTRANS3", access: "member", idempotent: true, body: uplineTransferRequestSchema, value: uplineTransferAnswerSchema }),
  transactionHistory: call({ method: "GET", path: "/wps/relay/ODS_transactionHistory", module: "FUNDTRANS3", access: "member", value: transactionPageSchema }),
  bettingRecords: call({ method: "GET", path: "/wps/relay/ODS_personalHistory", module: "FUNDTRANS3", access: "member", value: betPageSchema }),
  profitAndLoss: call({ method: "GET", path: "/wps/relay/ODS_personalProfit", module: "FUNDTRANS3", access: "member", value: profitSchema }),
  bonusDetails: call({ method: "GET", path: "/wps/relay/ODS_bonusDetails", module: "FUNDTRANS3", access: "member", value: bonusPageSchema }),
  demoGameSpin: call({ method: "POST", path: "/wps/demo-game/spin", module: "GAMELO3", access: "guest", idempotent: true, body: demoSpinRequestSchema, value: demoSpinAnswerSchema }),
} as const;
