import { assign, setup } from "xstate";
import type { ConfirmationKind, ConfirmWithdrawalRequest, ErrorInfo, ProofImage, WithdrawalInfo } from "../contract";
import { checkAmount, submissionKey, type AmountProblem } from "./amount-input";
import { asErrorInfo } from "./errors";
import { promiseNotProvided } from "./not-provided";
import { imageTooBig, imagesFull, isPngOrJpg, readImageNotProvided, withReadImage, type ImageProblem, type PickedFile, type ReadImage } from "./picked-image";

export type ConfirmationProblem = AmountProblem | "kind" | "proofRequired" | ImageProblem;

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
    readProof: readImageNotProvided("readProof"),
    confirmWithdrawal: promiseNotProvided<WithdrawalInfo, { request: ConfirmWithdrawalRequest; key: string }>("confirmWithdrawal"),
  },
  actions: { withdrawalConfirmed: () => {} },
  guards: {
    tooManyProofs: ({ context }) => imagesFull(context.proofs),
    proofTooBig: ({ event }) => imageTooBig((event as { file?: PickedFile }).file),
    isImage: ({ event }) => isPngOrJpg((event as unknown as { output: ReadImage }).output),
    canReview: ({ context }) => confirmationProblem(context) === undefined,
  },
}).createMachine({
  id: "withdrawalConfirmation",
  description:
    "After a withdrawal is paid, the player tells the site what arrived: all received, already received, the amount received, the amount still missing, or not received (with 1 to 3 png or jpg pictures as proof for staff to review). Before sending, the player is reminded that an unconfirmed withdrawal counts as received after a set time and that a forced receipt is not refunded.",
  meta: {
    spec: ["4 States and transitions", "5 Validation rules", "2 Screens and routes › Other screens named in text", "9 Business constants and limits"],
    screen: "Withdrawal confirmation dialog",
  },
  context: ({ input }) => ({ ...input, amountText: "", proofs: [] }),
  initial: "choosing",
  states: {
    choosing: {
      description: "The player picks what happened to the withdrawal and, where needed, gives an amount or adds proof pictures.",
      on: {
        "CONFIRM.KIND": { description: "The player picks an answer (all received, already received, amount received, amount remaining, not received).", actions: assign({ kind: ({ event }) => event.kind, problem: undefined, error: undefined }) },
        "AMOUNT.CHANGE": { description: "The player types the amount received or remaining.", actions: assign({ amountText: ({ event }) => event.text, problem: undefined }) },
        "PROOF.ADD": [
          { guard: "tooManyProofs", description: "Three pictures are already added: no more are accepted.", actions: assign({ problem: "imagesTooMany" }) },
          { guard: "proofTooBig", description: "The picture is over 5 MB: it is refused.", actions: assign({ problem: "imageTooBig" }) },
          { target: "readingProof", description: "The player adds a proof picture: it is read.", actions: assign({ reading: ({ event }) => event.file, problem: undefined }) },
        ],
        "PROOF.REMOVE": { description: "The player removes a proof picture.", actions: assign({ proofs: ({ context, event }) => context.proofs.filter((_, i) => i !== event.index), problem: undefined }) },
        "CONFIRM.REVIEW": [
          { guard: "canReview", target: "reviewing", description: "The answer is complete: the player sees a summary before sending." },
          {
            description: "Something is missing: no answer picked, an amount missing or above the withdrawal, or no proof for “not received”. The form says what.",
            actions: assign({ problem: ({ context }) => confirmationProblem(context) }),
          },
        ],
      },
    },
    readingProof: {
      description: "Reading the picked file to check that it is a png or jpg picture.",
      invoke: {
        id: "readProof",
        src: "readProof",
        input: ({ context }) => context.reading ?? { name: "", size: 0, blob: null },
        onDone: [
          {
            guard: "isImage",
            target: "choosing",
            description: "It is a picture: it is added to the proof.",
            actions: assign(({ context, event }) => ({
              proofs: withReadImage(context.proofs, context.reading, event.output, "proof"),
              reading: undefined,
            })),
          },
          { target: "choosing", description: "It is not a png or jpg picture: it is refused.", actions: assign({ problem: "imageNotPngOrJpg", reading: undefined }) },
        ],
        onError: { target: "choosing", description: "The file could not be read: it is refused as not a picture.", actions: assign({ problem: "imageNotPngOrJpg", reading: undefined }) },
      },
    },
    reviewing: {
      description: "The player reviews the answer, with the reminder that an unconfirmed withdrawal counts as received after the set minutes and that a forced receipt is not refunded.",
      on: {
        "CONFIRM.SUBMIT": { target: "submitting", description: "The player sends the answer." },
        "CONFIRM.BACK": { target: "choosing", description: "The player goes back to change the answer." },
      },
    },
    submitting: {
      description: "Waiting for the server to record the answer.",
      invoke: {
        id: "confirmWithdrawal",
        src: "confirmWithdrawal",
        input: ({ context }) => ({ request: confirmationRequest(context), key: submissionKey(context.keyPrefix, context.withdrawal.id) }),
        onDone: { target: "done", description: "The answer was recorded; the withdrawal's new status is shown.", actions: [assign({ result: ({ event }) => event.output, error: undefined }), "withdrawalConfirmed"] },
        // Retrying sends the same key: a statement that did reach the server is not recorded twice.
        onError: { target: "failed", description: "The answer was refused or got no answer: the reason is shown.", actions: assign({ error: ({ event }) => asErrorInfo(event.error) }) },
      },
    },
    failed: {
      description: "The answer could not be recorded; the player can send it again (it is never recorded twice) or go back.",
      on: {
        "CONFIRM.SUBMIT": { target: "submitting", description: "The player sends the same answer again." },
        "CONFIRM.BACK": { target: "choosing", description: "The player goes back to change the answer." },
      },
    },
    done: { description: "The answer was recorded." },
  },
});
