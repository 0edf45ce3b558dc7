import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { PickedFile, WithdrawalConfirmationContext } from "../../machines/withdrawal-confirmation.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { WithdrawalConfirmation } from "../../src/views/wallet/WithdrawalConfirmation";
import { withdrawalConfirmationModel } from "../machines/withdrawal-confirmation.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectText, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";

const KIND_LABELS: Record<string, string> = {
  allReceived: "All received",
  alreadyReceived: "Already received",
  receivedAmount: "Received part: state the amount received",
  remainingAmount: "Received part: state the amount still missing",
  notReceived: "Not received (upload proof)",
};
const RULE = "If you do not confirm within 30 minutes of payment, the withdrawal counts as received. A forced receipt is final: the amount is not refunded.";

async function expectConfirmationScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as WithdrawalConfirmationContext;
  if (snapshot.matches("done")) {
    expect((await screen.findByRole("status")).textContent).toBe("Thank you: your confirmation was recorded.");
    return;
  }
  // The forced-receipt rule is on screen before the member confirms.
  expect(await screen.findByText(RULE)).toBeTruthy();
  if (snapshot.matches("choosing") || snapshot.matches("readingProof")) {
    expectText("Withdrawal #5 of ฿200.00 was paid. What did you receive?");
    if (c.kind) expect((screen.getByLabelText(KIND_LABELS[c.kind]!) as HTMLInputElement).checked).toBe(true);
    if (c.kind === "notReceived") expect(screen.queryAllByRole("button", { name: "Remove" })).toHaveLength(c.proofs.length);
    if (c.problem) expectText(PROBLEM_TEXT[c.problem]!);
    return;
  }
  expectText(`Withdrawal #5 of ฿200.00: ${KIND_LABELS[c.kind!]}`);
  const confirm = screen.getByRole("button", { name: snapshot.matches("failed") ? "Try again" : "Confirm" });
  expect(confirm.hasAttribute("data-loading")).toBe(snapshot.matches("submitting"));
  if (snapshot.matches("failed")) expect(screen.getByRole("alert").textContent).toBe("system busy");
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
        await user.click(screen.getByLabelText(KIND_LABELS[(event as unknown as { kind: string }).kind]!));
        return true;
      case "AMOUNT.CHANGE": {
        // The amount field shows only for the two partial kinds; otherwise a person cannot send this.
        const label = (snapshot.context as WithdrawalConfirmationContext).kind === "remainingAmount" ? "Amount still missing" : "Amount received";
        if (!screen.queryByLabelText(label)) return false;
        typeInto(label, (event as unknown as { text: string }).text);
        return true;
      }
      case "PROOF.ADD": {
        const picked = (event as unknown as { file: PickedFile }).file;
        const input = (snapshot.context as WithdrawalConfirmationContext).kind === "notReceived" ? document.querySelector<HTMLInputElement>('input[type="file"]') : null;
        if (!input) return false;
        const file = new File([new Uint8Array(8)], picked.name, { type: "image/png" });
        Object.defineProperty(file, "size", { value: picked.size });
        fireEvent.change(input, { target: { files: [file] } });
        return true;
      }
      case "PROOF.REMOVE": {
        const remove = screen.queryAllByRole("button", { name: "Remove" })[0];
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
