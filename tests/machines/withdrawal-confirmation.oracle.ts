import { anyValue } from "../paths/any-value";
import type { EventObject } from "xstate";
import type { ConfirmationKind, ProofImage, WithdrawalInfo } from "../../contract";
import type { Oracle, StepExpectation } from "../paths/oracle";
import { expectedAmount } from "./amount-rules";

/** The model's input (withdrawal-confirmation.model.ts): withdrawal #5 of 200.00, paid; key prefix "k". */
export const INPUT = { keyPrefix: "k", withdrawalId: 5, amount: 200, autoReceiptMinutes: 45 };

/** Spec section 5 and 9: images png or jpg, 5 MB each, at most 3. */
const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_MAX_COUNT = 3;
const IMAGE_TYPES = ["image/png", "image/jpeg"];

type Phase = "choosing" | "reading" | "reviewing" | "submitting" | "failed" | "done";
type File = { name: string; size: number };

/** What the member has stated so far, as the spec describes it (section 4, withdrawal confirmation). */
export interface Statement {
  phase: Phase;
  kind?: ConfirmationKind;
  amountText: string;
  proofs: ProofImage[];
  reading?: File;
  problem?: string;
  error?: unknown;
  result?: WithdrawalInfo;
}

const partial = (kind: ConfirmationKind | undefined) => kind === "receivedAmount" || kind === "remainingAmount";

/** Why the statement cannot be reviewed yet: a kind is chosen; a partial amount is a valid amount up to the withdrawal's; "not received" needs a proof. */
function reviewProblem(s: Statement): string | undefined {
  if (!s.kind) return "kind";
  if (partial(s.kind)) {
    const amount = expectedAmount(s.amountText, { max: INPUT.amount });
    if ("problem" in amount) return amount.problem;
  }
  if (s.kind === "notReceived" && s.proofs.length === 0) return "proofRequired";
  return undefined;
}

/** PAY_confirmWithdrawal's body (docs/features.md): the amount only for the partial kinds, the proofs only for "not received". */
function request(s: Statement) {
  const amount = expectedAmount(s.amountText);
  return {
    withdrawalId: INPUT.withdrawalId,
    kind: s.kind,
    ...(partial(s.kind) && "text" in amount ? { amount: amount.text } : {}),
    ...(s.kind === "notReceived" ? { proofs: s.proofs } : {}),
  };
}

function apply(s: Statement, event: EventObject & Record<string, unknown>): StepExpectation {
  const expectation: StepExpectation = {};
  switch (event.type) {
    case "CONFIRM.KIND":
      s.kind = event.kind as ConfirmationKind;
      s.problem = undefined;
      break;
    case "AMOUNT.CHANGE":
      s.amountText = event.text as string;
      s.problem = undefined;
      break;
    case "PROOF.ADD": {
      const file = event.file as File;
      if (s.proofs.length >= PROOF_MAX_COUNT) s.problem = "imagesTooMany";
      else if (file.size > PROOF_MAX_BYTES) s.problem = "imageTooBig";
      else {
        s.phase = "reading";
        s.reading = file;
        s.problem = undefined;
        // The picked file as it came (the view's blob is the browser's File, the path's a stand-in).
        expectation.requests = [{ id: "readProof", input: { name: file.name, size: file.size, blob: anyValue } }];
      }
      break;
    }
    case "xstate.done.actor.readProof": {
      const read = event.output as { contentType: string | null; dataBase64: string };
      if (read.contentType !== null && IMAGE_TYPES.includes(read.contentType))
        s.proofs = [...s.proofs, { fileName: s.reading!.name, contentType: read.contentType as ProofImage["contentType"], dataBase64: read.dataBase64 }];
      else s.problem = "imageNotPngOrJpg";
      s.phase = "choosing";
      s.reading = undefined;
      break;
    }
    case "xstate.error.actor.readProof":
      s.problem = "imageNotPngOrJpg";
      s.phase = "choosing";
      s.reading = undefined;
      break;
    case "PROOF.REMOVE":
      s.proofs = s.proofs.filter((_, i) => i !== event.index);
      s.problem = undefined;
      break;
    case "CONFIRM.REVIEW":
      s.problem = reviewProblem(s);
      if (!s.problem) s.phase = "reviewing";
      break;
    case "CONFIRM.BACK":
      s.phase = "choosing";
      break;
    case "CONFIRM.SUBMIT":
      s.phase = "submitting";
      // The same statement retried keeps its Idempotency-Key (docs/features.md "Idempotency"): prefix and the withdrawal's id.
      expectation.requests = [{ id: "confirmWithdrawal", input: { request: request(s), key: `${INPUT.keyPrefix}-${INPUT.withdrawalId}` } }];
      break;
    case "xstate.done.actor.confirmWithdrawal":
      s.phase = "done";
      s.result = event.output as WithdrawalInfo;
      // docs/features.md "Wallet": the header balance and the withdrawal list refresh once the statement is recorded.
      expectation.effects = ["withdrawalConfirmed"];
      expectation.context = { result: s.result };
      break;
    case "xstate.error.actor.confirmWithdrawal":
      s.phase = "failed";
      s.error = event.error;
      expectation.context = { error: event.error };
      break;
  }
  return expectation;
}

/** The member's statement after the path's events. */
export function statementAfter(events: readonly EventObject[]): Statement {
  const s: Statement = { phase: "choosing", amountText: "", proofs: [] };
  for (const event of events) apply(s, event as EventObject & Record<string, unknown>);
  return s;
}

export const withdrawalConfirmationOracle: Oracle = {
  step(events) {
    const s: Statement = { phase: "choosing", amountText: "", proofs: [] };
    let expectation: StepExpectation = {};
    for (const event of events) expectation = apply(s, event as EventObject & Record<string, unknown>);
    return {
      ...expectation,
      context: {
        ...expectation.context,
        kind: s.kind,
        amountText: s.amountText,
        proofs: s.proofs,
        problem: s.problem,
        autoReceiptMinutes: INPUT.autoReceiptMinutes,
      },
    };
  },
};
