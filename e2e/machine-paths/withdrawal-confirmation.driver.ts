import type { EventObject } from "xstate";
import type { ConfirmationKind } from "../../contract";
import { INPUT, withdrawalConfirmationOracle } from "../../tests/machines/withdrawal-confirmation.oracle";
import { withdrawalConfirmationModel } from "../../tests/machines/withdrawal-confirmation.model";
import { createApiClient } from "../../src/api/http-client";
import { expect } from "../fixtures";
import { dev, dismissPopups, loginToken } from "../support";
import type { BrowserDriver, DriveSession } from "./drive";
import { CONFIRMATION_KIND_LABELS as KIND_LABELS } from "../../tests/fixtures/english-labels";

export const model = withdrawalConfirmationModel;


/** A PNG's first bytes, then padding: the file the member picks, of the size the path names. */
function pngOfSize(size: number): Buffer {
  const signature = Buffer.from("89504e470d0a1a0a", "hex");
  return Buffer.concat([signature, Buffer.alloc(Math.max(0, size - signature.length))]);
}

const dialog = (session: DriveSession) => session.page.getByRole("dialog", { name: "Withdrawal confirmation" });

/** The model's paid withdrawal (INPUT: 200.00) made for demo through the API and paid by the operator. */
async function paidWithdrawal(session: DriveSession): Promise<string> {
  await dev(session.request, "POST", "/reset");
  const token = await loginToken(session.baseURL);
  const api = createApiClient({ baseURL: session.baseURL, timeoutMs: 10_000, token: () => token, merchant: () => "DEMO", language: () => "en", onUnauthorized: () => {}, onMaintenance: () => {} });
  await api.request("bindBankAccount", { body: { bankCode: "KBANK", accountNumber: "1234567890", accountName: "Demo Member", paymentPassword: "123456", loginPassword: "Demo1234" } });
  const withdrawal = await api.request("withdrawRequest", { body: { amount: String(INPUT.amount), paymentPassword: "123456" }, idempotencyKey: "e2e-paths-1" });
  await dev(session.request, "POST", `/withdrawals/${withdrawal.id}`, { decision: "approve" });
  return token;
}

export const withdrawalConfirmationDriver: BrowserDriver = {
  flow: "withdrawalConfirmation",
  oracle: withdrawalConfirmationOracle,
  canDrive: (event) => {
    // readProof reads the picked file in the page: any picked file is read, so its outcome follows from the file.
    if (event.type === "xstate.done.actor.readProof") return (event as unknown as { output: { contentType: string | null } }).output.contentType === "image/png";
    return event.type !== "xstate.error.actor.readProof";
  },
  async open(session) {
    const token = await paidWithdrawal(session);
    await session.page.addInitScript((value) => {
      sessionStorage.setItem("token", value);
      if (!localStorage.getItem("hisLang")) localStorage.setItem("hisLang", "EN");
    }, token);
    await session.page.goto("/member/withdraw");
    await dismissPopups(session.page);
    await session.page.getByRole("button", { name: "Confirm receipt" }).click();
    await expect(dialog(session)).toBeVisible();
  },
  async perform(event, session) {
    const scope = dialog(session);
    const e = event as EventObject & Record<string, unknown>;
    switch (e.type) {
      case "CONFIRM.KIND":
        await scope.getByLabel(KIND_LABELS[e.kind as ConfirmationKind], { exact: true }).check();
        return;
      case "AMOUNT.CHANGE":
        await scope.getByRole("textbox", { name: /Amount received|Amount still missing/ }).fill(e.text as string);
        return;
      case "PROOF.ADD": {
        const file = e.file as { name: string; size: number };
        const chooser = session.page.waitForEvent("filechooser");
        await scope.getByRole("button", { name: "Add image" }).click();
        await (await chooser).setFiles({ name: file.name, mimeType: "image/png", buffer: pngOfSize(file.size) });
        return;
      }
      case "PROOF.REMOVE":
        await scope.getByRole("button", { name: "Remove" }).nth(e.index as number).click();
        return;
      case "CONFIRM.REVIEW":
        await scope.getByRole("button", { name: "Continue" }).click();
        return;
      case "CONFIRM.BACK":
        await scope.getByRole("button", { name: "Back" }).click();
        return;
      case "CONFIRM.SUBMIT":
        await scope.getByRole("button", { name: /^(Confirm|Try again)$/ }).click();
        return;
      default:
        throw new Error(`no browser action for ${e.type}`);
    }
  },
  async arrange(outcome, session) {
    if (outcome.type === "xstate.error.actor.confirmWithdrawal") {
      await dev(session.request, "POST", "/faults", { path: "/wps/relay/PAY_confirmWithdrawal", kind: "status", status: 500, message: "system busy", times: 1 });
    }
  },
  calls: {
    confirmWithdrawal: {
      method: "POST",
      path: "/wps/relay/PAY_confirmWithdrawal",
      // The withdrawal's id is the server's; what the member stated is the path's.
      body: (input) => {
        const { request } = input as { request: { kind: string; amount?: string; proofs?: Array<{ fileName: string }> } };
        return { kind: request.kind, ...(request.amount ? { amount: request.amount } : {}) };
      },
    },
  },
};
