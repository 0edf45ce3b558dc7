import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { PickedFile } from "../../machines/picked-image";
import type { ConfirmationKind } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { WithdrawalConfirmation } from "../../src/views/wallet/WithdrawalConfirmation";
import { withdrawalConfirmationModel } from "../machines/withdrawal-confirmation.model";
import { INPUT, statementAfter } from "../machines/withdrawal-confirmation.oracle";
import type { ViewModel } from "./replay-view";
import { pickFile } from "./pick-file";
import { describeViewPaths } from "./view-paths";
import { expectText, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";
import { CONFIRMATION_KIND_LABELS as KIND_LABELS } from "../fixtures/english-labels";

// The catalogue's rule with the model's input minutes (the page passes PAY_withdrawInfo's autoReceiptMinutes).
const RULE = `If you do not confirm within ${INPUT.autoReceiptMinutes} minutes of payment, the withdrawal counts as received. A forced receipt is final: the amount is not refunded.`;
const AMOUNT = `฿${INPUT.amount.toFixed(2)}`;

/** Expected texts come from the path's events (the oracle's reading of them) and the English catalogue. */
async function expectConfirmationScreen(snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const s = statementAfter(events);
  if (s.phase === "done") {
    expect((await screen.findByRole("status")).textContent).toBe("Thank you: your confirmation was recorded.");
    return;
  }
  // The forced-receipt rule is on screen before the member confirms.
  expect(await screen.findByText(RULE)).toBeTruthy();
  if (s.phase === "choosing" || s.phase === "reading") {
    expectText(`Withdrawal #${INPUT.withdrawalId} of ${AMOUNT} was paid. What did you receive?`);
    for (const [kind, label] of Object.entries(KIND_LABELS)) expect((screen.getByLabelText(label) as HTMLInputElement).checked).toBe(kind === s.kind);
    if (s.kind === "notReceived") expect(screen.queryAllByRole("button", { name: "Remove" })).toHaveLength(s.proofs.length);
    if (s.kind === "notReceived") for (const proof of s.proofs) expectText(proof.fileName);
    if (s.kind === "receivedAmount" || s.kind === "remainingAmount")
      expect((screen.getByLabelText(s.kind === "receivedAmount" ? "Amount received" : "Amount still missing") as HTMLInputElement).value).toBe(s.amountText);
    if (s.problem) expectText(PROBLEM_TEXT[s.problem]!);
    return;
  }
  expectText(`Withdrawal #${INPUT.withdrawalId} of ${AMOUNT}: ${KIND_LABELS[s.kind!]}`);
  const confirm = screen.getByRole("button", { name: s.phase === "failed" ? "Try again" : "Confirm" });
  expect(confirm.hasAttribute("data-loading")).toBe(s.phase === "submitting");
  expect(screen.getByRole("button", { name: "Back" })).toBeTruthy();
  if (s.phase === "failed") expect(screen.getByRole("alert").textContent).toBe("system busy");
}

const confirmationView: ViewModel<typeof withdrawalConfirmationModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <WithdrawalConfirmation flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectConfirmationScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "CONFIRM.KIND":
        await user.click(screen.getByLabelText(KIND_LABELS[(event as unknown as { kind: ConfirmationKind }).kind]));
        return true;
      case "AMOUNT.CHANGE": {
        // The amount field shows only for the two partial kinds; otherwise a person cannot send this.
        const label = ["Amount received", "Amount still missing"].find((name) => screen.queryByLabelText(name));
        if (!label) return false;
        typeInto(label, (event as unknown as { text: string }).text);
        return true;
      }
      case "PROOF.ADD": {
        const picked = (event as unknown as { file: PickedFile }).file;
        return pickFile(picked.name, picked.size);
      }
      case "PROOF.REMOVE": {
        const remove = screen.queryAllByRole("button", { name: "Remove" })[(event as unknown as { index: number }).index];
        if (!remove) return false;
        await user.click(remove);
        return true;
      }
      case "CONFIRM.REVIEW":
        await user.click(screen.getByRole("button", { name: "Continue" }));
        return true;
      case "CONFIRM.SUBMIT":
        await user.click(screen.getByRole("button", { name: snapshot.matches("failed") ? "Try again" : "Confirm" }));
        return true;
      case "CONFIRM.BACK":
        await user.click(screen.getByRole("button", { name: "Back" }));
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(withdrawalConfirmationModel, confirmationView);
