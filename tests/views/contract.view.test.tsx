import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { Contract } from "../../contract";
import { followContract, type Flow } from "../machines/contract.oracle";
import { AppProviders } from "../../src/views/AppProviders";
import { Contracts } from "../../src/views/agent/ContractPage";
import { contractModel } from "../machines/contract.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, selectIn, typeInto } from "./wallet-view-helpers";

/** The English catalogue's messages for the rate problems (src/locales/en). */
const RATE_TEXT: Record<string, string> = {
  downline: "Choose a direct downline",
  empty: "Enter a rate",
  format: "Enter the rate as a number, such as 0.5",
  decimals: "The rate has too many decimals",
  belowMin: "The rate is below the minimum",
  aboveMax: "The rate is above the maximum",
  aboveOwn: "The rate is above your own contract's rate",
};
const DONE_TEXT: Record<string, string> = {
  offer: "The offer was sent. It starts once the downline accepts it.",
  accept: "You accepted the contract. It is active now.",
};
const ACTION_LABEL: Record<string, string> = { accept: "Accept", reject: "Reject", withdraw: "Withdraw offer" };
const NOTICE = "This contract was withdrawn or changed meanwhile";

const endedLine = (c: Contract) => `${c.uplineName} → ${c.downlineName}: ${c.rate}%`;

/** The screen the agent must see after the path's events (the reference model of contract.oracle.ts), in English. */
async function expectContractScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const flow = followContract(events);
  if (flow.phase === "loading" || flow.phase === "reloading") await expectLoading();
  if (flow.notice) expectText(NOTICE);
  else expect(screen.queryByText(NOTICE, { exact: false })).toBeNull();
  switch (flow.phase) {
    case "loading":
    case "reloading":
      return;
    case "loadFailed":
      expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
      expectText("Network link is abnormal, please try again");
      return;
    case "success": {
      const status = await screen.findByRole("status");
      expect(status.textContent).toContain(DONE_TEXT[flow.outcome!.action]);
      expect(status.textContent).toContain(flow.outcome!.action === "offer" ? "Once the downline accepts, these contracts end:" : "These contracts ended:");
      for (const c of flow.outcome!.ends) expect(status.textContent).toContain(endedLine(c));
      return;
    }
    case "ready": {
      const table = await screen.findByRole("table", { name: "Contracts" });
      for (const c of flow.page!.contracts) expect(within(table).getByTestId(`contract-${c.id}`).textContent).toContain(`${c.uplineName}${c.downlineName}${c.rate}%`);
      const mayOffer = flow.page!.info.canOffer && flow.page!.downlines.length > 0;
      expect(screen.queryByRole("button", { name: "Offer a contract" }) !== null, "offer button").toBe(mayOffer);
      return;
    }
    case "editing":
    case "previewing": {
      expect(((await screen.findByLabelText("Rate (%)")) as HTMLInputElement).value).toBe(flow.rateText);
      const listed = flow.page!.downlines.some((d) => d.id === flow.downlineId);
      expect((screen.getByLabelText("Direct downline") as HTMLSelectElement).value).toBe(listed ? String(flow.downlineId) : "");
      if (flow.problem) expectText(RATE_TEXT[flow.problem]!);
      for (const [problem, text] of Object.entries(RATE_TEXT)) if (problem !== flow.problem) expect(screen.queryByText(text), text).toBeNull();
      expect(screen.getByRole("button", { name: "Continue" }).hasAttribute("data-loading")).toBe(flow.phase === "previewing");
      return;
    }
    case "offerRefused":
    case "actRefused":
      expect((await screen.findByRole("alert")).textContent).toContain(flow.error!.message);
      if (flow.phase === "actRefused") expectActionQuestion(flow);
      return;
    case "confirming":
    case "warning":
    case "sending": {
      const name = flow.page!.downlines.find((d) => d.id === flow.downlineId)!.username;
      expect(await screen.findByText(`Offer ${name} a Real-time salary contract at ${flow.rateText.trim()}%?`)).toBeTruthy();
      if (flow.ends.length > 0) {
        expectText("This rate is lower than contracts below this downline.");
        for (const c of flow.ends) expectText(endedLine(c));
      } else {
        expect(screen.queryByText("This rate is lower than contracts below this downline.", { exact: false })).toBeNull();
      }
      const confirm = screen.getByRole("button", { name: flow.ends.length > 0 ? "Confirm and end these contracts" : "Confirm offer" });
      expect(confirm.hasAttribute("data-loading")).toBe(flow.phase === "sending");
      return;
    }
    default:
      await screen.findByRole("region", { name: "Confirm" });
      expectActionQuestion(flow);
      expect(screen.getByRole("button", { name: ACTION_LABEL[flow.target!.action] }).hasAttribute("data-loading")).toBe(flow.phase === "actSending");
  }
}

function expectActionQuestion(flow: Flow) {
  const c = flow.target!.contract;
  expectText(`${ACTION_LABEL[flow.target!.action]}: the Real-time salary contract at ${c.rate}% between ${c.uplineName} (upline) and ${c.downlineName} (downline)?`);
}

const click = async (user: { click: (e: Element) => Promise<void> }, name: string) => user.click(screen.getByRole("button", { name }));

const contractView: ViewModel<typeof contractModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Contracts flow={actor} title="Real-time salary contracts" />
    </AppProviders>
  ),
  expectScreen: expectContractScreen,
  async perform(event, user, snapshot) {
    switch (event.type) {
      case "CONTRACTS.RETRY":
        await click(user, "Try again");
        return true;
      case "NOTICE.DISMISS":
        await click(user, "Dismiss message");
        return true;
      case "OFFER.START":
        // The button starts with no downline chosen; a preselected one comes from elsewhere.
        if ((event as unknown as { downlineId?: number }).downlineId !== undefined) return false;
        await click(user, "Offer a contract");
        return true;
      case "OFFER.DOWNLINE":
        // Only direct downlines are listed.
        if (!Array.from((screen.getByLabelText("Direct downline") as HTMLSelectElement).options).some((o) => o.value === String((event as unknown as { downlineId: number }).downlineId))) return false;
        selectIn("Direct downline", String((event as unknown as { downlineId: number }).downlineId));
        return true;
      case "OFFER.RATE":
        typeInto("Rate (%)", (event as unknown as { text: string }).text);
        return true;
      case "OFFER.SUBMIT":
        await click(user, "Continue");
        return true;
      case "OFFER.CONFIRM":
        await user.click(screen.queryByRole("button", { name: "Confirm offer" }) ?? screen.getByRole("button", { name: "Confirm and end these contracts" }));
        return true;
      case "OFFER.BACK":
      case "REFUSAL.CLOSE":
        if (snapshot.matches({ acting: "refused" })) await click(user, "Close");
        else await click(user, "Back");
        return true;
      case "OFFER.CANCEL":
        // Nothing to cancel while the offer is on its way (the buttons are disabled).
        if (snapshot.matches({ offer: "submitting" })) return false;
        await click(user, "Cancel");
        return true;
      case "CONTRACT.ACT": {
        const act = event as unknown as { contractId: number; action: string };
        const row = screen.queryByTestId(`contract-${act.contractId}`);
        const button = row ? within(row).queryByRole("button", { name: ACTION_LABEL[act.action] }) : null;
        // An action the row does not offer cannot be clicked.
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "ACTION.CONFIRM":
        // The confirming button is the first of the question's (Cancel follows it).
        await user.click(within(screen.getByRole("region", { name: "Confirm" })).getAllByRole("button")[0]!);
        return true;
      case "ACTION.CANCEL":
        await click(user, "Cancel");
        return true;
      case "SUCCESS.CLOSE":
        await click(user, "OK");
        return true;
      default:
        return false;
    }
  },
};

describeViewPaths(contractModel, contractView);
