import { assign, setup } from "xstate";
import type { ConfirmationKind, ConfirmWithdrawalRequest, ErrorInfo, ProofImage, WithdrawalInfo } from "../src/contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";

/** The contract's PROOF_MAX_BYTES and PROOF_MAX_COUNT (machines import contract types only). */
export const PROOF_LIMIT_BYTES = 5 * 1024 * 1024;
export const PROOF_LIMIT_COUNT = 3;

/** A file the member picked: `blob` is opaque here, the app's readProof actor reads it. */
export type PickedFile = { name: string; size: number; blob: unknown };
export type ReadProof = { contentType: ProofImage["contentType"] | null; dataBase64: string };
export type ConfirmationProblem = AmountProblem | "kind" | "proofRequired" | "proofTooBig" | "proofTooMany" | "proofNotImage";

export interface WithdrawalConfirmationContext {
  keyPrefix: string;
  withdrawal: WithdrawalInfo;
  autoReceiptMinutes: number;
  kind?: ConfirmationKind;
  amountText: string;
  proofs: ProofImage[];
  reading?: PickedFile;
  problem?: ConfirmationProblem;
  error?: ErrorInfo;
  result?: WithdrawalInfo;
}

export type WithdrawalConfirmationEvent =
  | { type: "CONFIRM.KIND"; kind: ConfirmationKind }
  | { type: "AMOUNT.CHANGE"; text: string }
  | { type: "PROOF.ADD"; file: PickedFile }
  | { type: "PROOF.REMOVE"; index: number }
  | { type: "CONFIRM.REVIEW" }
  | { type: "CONFIRM.BACK" }
  | { type: "CONFIRM.SUBMIT" };

const needsAmount = (kind: ConfirmationKind | undefined) => kind === "receivedAmount" || kind === "remainingAmount";

export function confirmationProblem(c: WithdrawalConfirmationContext): ConfirmationProblem | undefined {
  if (!c.kind) return "kind";
  if (needsAmount(c.kind)) {
    const check = checkAmount(c.amountText, { max: c.withdrawal.amount });
    if (!check.ok) return check.problem;
  }
  if (c.kind === "notReceived" && c.proofs.length === 0) return "proofRequired";
  return undefined;
}

export function confirmationRequest(c: WithdrawalConfirmationContext): ConfirmWithdrawalRequest {
  const kind = c.kind ?? "allReceived";
  const check = checkAmount(c.amountText);
  return {
    withdrawalId: c.withdrawal.id,
    kind,
    ...(needsAmount(kind) && check.ok ? { amount: check.text } : {}),
    ...(kind === "notReceived" ? { proofs: c.proofs } : {}),
  };
}

/**
 * Withdrawal confirmation: for a paid withdrawal the member states all received, already received, the received
 * amount, the remaining amount, or not received with 1 to 3 proof images (png or jpg, at most 5 MB each). The review
 * step says that an unconfirmed withdrawal counts as received after the set minutes and that forced receipt is not
 * refunded.
 */
export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    input: {} as { keyPrefix: string; withdrawal: WithdrawalInfo; autoReceiptMinutes: number },
  },
  actors: {
    readProof: promiseNotProvided<ReadProof, PickedFile>("readProof"),
    confirmWithdrawal: promiseNotProvided<WithdrawalInfo, { request: ConfirmWithdrawalRequest; key: string }>("confirmWithdrawal"),
  },
  actions: { withdrawalConfirmed: () => {} },
  guards: {
    tooManyProofs: ({ context }) => context.proofs.length >= PROOF_LIMIT_COUNT,
    proofTooBig: ({ event }) => (event as { file?: PickedFile }).file !== undefined && ((event as { file: PickedFile }).file.size > PROOF_LIMIT_BYTES),
    isImage: ({ event }) => (event as unknown as { output: ReadProof }).output.contentType !== null,
    canReview: ({ context }) => confirmationProblem(context) === undefined,
  },
}).createMachine({
  id: "withdrawalConfirmation",
  context: ({ input }) => ({ ...input, amountText: "", proofs: [] }),
  initial: "choosing",
  states: {
    choosing: {
      on: {
        "CONFIRM.KIND": { actions: assign({ kind: ({ event }) => event.kind, problem: undefined, error: undefined }) },
        "AMOUNT.CHANGE": { actions: assign({ amountText: ({ event }) => event.text, problem: undefined }) },
        "PROOF.ADD": [
          { guard: "tooManyProofs", actions: assign({ problem: "proofTooMany" }) },
          { guard: "proofTooBig", actions: assign({ problem: "proofTooBig" }) },
          { target: "readingProof", actions: assign({ reading: ({ event }) => event.file, problem: undefined }) },
        ],
        "PROOF.REMOVE": { actions: assign({ proofs: ({ context, event }) => context.proofs.filter((_, i) => i !== event.index), problem: undefined }) },
        "CONFIRM.REVIEW": [{ guard: "canReview", target: "reviewing" }, { actions: assign({ problem: ({ context }) => confirmationProblem(context) }) }],
      },
    },
    readingProof: {
      invoke: {
        id: "readProof",
        src: "readProof",
        input: ({ context }) => context.reading ?? { name: "", size: 0, blob: null },
        onDone: [
          {
            guard: "isImage",
            target: "choosing",
            actions: assign(({ context, event }) => ({
              proofs: [...context.proofs, { fileName: context.reading?.name ?? "proof", contentType: event.output.contentType ?? "image/png", dataBase64: event.output.dataBase64 }],
              reading: undefined,
            })),
          },
          { target: "choosing", actions: assign({ problem: "proofNotImage", reading: undefined }) },
        ],
        onError: { target: "choosing", actions: assign({ problem: "proofNotImage", reading: undefined }) },
      },
    },
    reviewing: {
      on: { "CONFIRM.SUBMIT": "submitting", "CONFIRM.BACK": "choosing" },
    },
    submitting: {
      invoke: {
        id: "confirmWithdrawal",
        src: "confirmWithdrawal",
        input: ({ context }) => ({ request: confirmationRequest(context), key: submissionKey(context.keyPrefix, context.withdrawal.id) }),
        onDone: { target: "done", actions: [assign({ result: ({ event }) => event.output, error: undefined }), "withdrawalConfirmed"] },
        // Retrying sends the same key: a statement that did reach the server is not recorded twice.
        onError: { target: "failed", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      on: { "CONFIRM.SUBMIT": "submitting", "CONFIRM.BACK": "choosing" },
    },
    done: {},
  },
});
