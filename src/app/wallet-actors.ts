import { fromPromise } from "xstate";
import { RECORD_PAGE_SIZE, type DepositInfo, type RecallAnswer, type UplineTransferAnswer, type WalletTransferAnswer, type WithdrawalInfo } from "../../contract";
import type { ApiClient } from "../api/http-client";
import type { DepositData } from "../../machines/deposit.machine";
import type { RecordsQueryInput, RecordsResult } from "../../machines/records.machine";
import type { TransferData } from "../../machines/transfer.machine";
import type { WithdrawData } from "../../machines/withdraw.machine";
import type { PickedFile, ReadImage } from "../../machines/picked-image";
import type { ConfirmWithdrawalRequest, BindBankAccountRequest, DepositRequest, WalletTransferRequest, WithdrawRequest } from "../../contract";

const RECORD_CALLS = { transactions: "transactionHistory", bets: "bettingRecords", profit: "profitAndLoss", bonus: "bonusDetails" } as const;

/** The first bytes of a picked image tell its real format (a GIF renamed to .png is neither PNG nor JPEG). */
export function sniffImage(bytes: Uint8Array): ReadImage["contentType"] {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A picked image read by its content (png or jpg by the first bytes, whatever the file is called), as base64. */
export const readProof = fromPromise<ReadImage, PickedFile>(async ({ input }) => {
  const bytes = new Uint8Array(await (input.blob as Blob).arrayBuffer());
  const contentType = sniffImage(bytes);
  return { contentType, dataBase64: contentType ? toBase64(bytes) : "" };
});

/** The wallet flows' actors on the API client. */
export function createWalletActors(api: ApiClient) {
  const mainBalance = async (signal: AbortSignal) => {
    const balance = await api.request("balance", { query: { typeId: 0 }, signal });
    return balance.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? 0;
  };
  return {
    loadTransferData: fromPromise<TransferData, void>(async ({ signal }) => {
      const [merchant, balance] = await Promise.all([api.request("merchantWallet", { signal }), api.request("balance", { query: { typeId: 0 }, signal })]);
      return { merchant, balance };
    }),
    walletTransfer: fromPromise<WalletTransferAnswer, { request: WalletTransferRequest; key: string }>(({ input, signal }) =>
      api.request("walletTransfer", { body: input.request, idempotencyKey: input.key, signal }),
    ),
    recallBalance: fromPromise<RecallAnswer, { key: string }>(({ input, signal }) => api.request("recallBalance", { body: {}, idempotencyKey: input.key, signal })),
    loadDeposit: fromPromise<DepositData, void>(async ({ signal }) => {
      const [channels, deposits] = await Promise.all([api.request("depositChannels", { signal }), api.request("deposits", { signal })]);
      return { channels: channels.channels, deposits: deposits.content };
    }),
    requestDeposit: fromPromise<DepositInfo, { request: DepositRequest; key: string }>(({ input, signal }) =>
      api.request("depositRequest", { body: input.request, idempotencyKey: input.key, signal }),
    ),
    loadWithdraw: fromPromise<WithdrawData, void>(async ({ signal }) => {
      const [info, withdrawals, balance] = await Promise.all([api.request("withdrawInfo", { signal }), api.request("withdrawals", { signal }), mainBalance(signal)]);
      return { info, withdrawals: withdrawals.content, balance };
    }),
    bindBankAccount: fromPromise<void, BindBankAccountRequest>(async ({ input, signal }) => {
      await api.request("bindBankAccount", { body: input, signal });
    }),
    requestWithdrawal: fromPromise<WithdrawalInfo, { request: WithdrawRequest; key: string }>(({ input, signal }) =>
      api.request("withdrawRequest", { body: input.request, idempotencyKey: input.key, signal }),
    ),
    readProof,
    confirmWithdrawal: fromPromise<WithdrawalInfo, { request: ConfirmWithdrawalRequest; key: string }>(({ input, signal }) =>
      api.request("confirmWithdrawal", { body: input.request, idempotencyKey: input.key, signal }),
    ),
    loadMainBalance: fromPromise<number, void>(({ signal }) => mainBalance(signal)),
    transferToUpline: fromPromise<UplineTransferAnswer, { amount: string; key: string }>(({ input, signal }) =>
      api.request("transferToUpline", { body: { amount: input.amount }, idempotencyKey: input.key, signal }),
    ),
    fetchRecords: fromPromise<RecordsResult, RecordsQueryInput>(async ({ input, signal }) => {
      const query = { start: input.start, end: input.end, type: input.type, pageNo: input.pageNo, pageSize: RECORD_PAGE_SIZE };
      return (await api.request(RECORD_CALLS[input.kind], { query, signal })) as RecordsResult;
    }),
  };
}
