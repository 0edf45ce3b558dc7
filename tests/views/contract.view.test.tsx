import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import type { ContractContext } from "../../machines/contract.machine";
import { AppProviders } from "../../src/views/AppProviders";
import { Contracts } from "../../src/views/agent/ContractPage";
import { contractModel } from "../machines/contract.model";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, selectIn, typeInto } from "./wallet-view-helpers";

const RATE_TEXT: Record<string, string> = {
  downline: "Choose a direct downline",
  decimals: "The rate has too many decimals",
};

async function expectContractScreen(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as ContractContext;
  if (c.notice) expectText("This contract was withdrawn or changed meanwhile");
  if (snapshot.matches("loading") || snapshot.matches("reloading")) return expectLoading();
  if (snapshot.matches("loadFailed")) {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  if (snapshot.matches("success")) {
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(c.outcome?.action === "offer" ? "The offer was sent." : "You accepted the contract.");
    return;
  }
  if (snapshot.matches("ready")) {
    const table = await screen.findByRole("table", { name: "Contracts" });
    expect(within(table).getByText("player1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Offer a contract" })).toBeTruthy();
    return;
  }
  if (snapshot.matches({ offer: "editing" }) || snapshot.matches({ offer: "previewing" })) {
    expect(((await screen.findByLabelText("Rate (%)")) as HTMLInputElement).value).toBe(c.rateText);
    expect((screen.getByLabelText("Direct downline") as HTMLSelectElement).value).toBe(c.downlineId === undefined ? "" : String(c.downlineId));
    if (c.problem) expectText(RATE_TEXT[c.problem]!);
    return;
  }
  if (snapshot.matches({ offer: "refused" })) {
    expect((await screen.findByRole("alert")).textContent).toContain(c.error?.errorCode);
    return;
  }
  if (snapshot.matches("offer")) {
    expect(await screen.findByText(`Offer player1 a Real-time salary contract at ${c.rateText}%?`)).toBeTruthy();
    if (c.ends.length > 0) {
      expectText("This rate is lower than contracts below this downline.");
      expectText("subagent → player2: 0.8%");
      expect(screen.getByRole("button", { name: "Confirm and end these contracts" })).toBeTruthy();
    } else {
      expect(screen.getByRole("button", { name: "Confirm offer" })).toBeTruthy();
    }
    return;
  }
  expect(await screen.findByText("Accept: the Real-time salary contract at 0.5% between agent (upline) and player1 (downline)?")).toBeTruthy();
  if (snapshot.matches({ acting: "refused" })) expect((await screen.findByRole("alert")).textContent).toContain("CONTRACT_ACTION_NOT_ALLOWED");
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
    const c = snapshot.context as ContractContext;
    switch (event.type) {
      case "CONTRACTS.RETRY":
        await click(user, "Try again");
        return true;
      case "NOTICE.DISMISS":
        await click(user, "Dismiss message");
        return true;
      case "OFFER.START":
        await click(user, "Offer a contract");
        return true;
      case "OFFER.DOWNLINE":
        selectIn("Direct downline", String((event as unknown as { downlineId: number }).downlineId));
        return true;
      case "OFFER.RATE":
        typeInto("Rate (%)", (event as unknown as { text: string }).text);
        return true;
      case "OFFER.SUBMIT":
        await click(user, "Continue");
        return true;
      case "OFFER.CONFIRM":
        await click(user, c.ends.length > 0 ? "Confirm and end these contracts" : "Confirm offer");
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
      case "CONTRACT.ACT":
        await user.click(within(screen.getByRole("table", { name: "Contracts" })).getByRole("button", { name: "Accept" }));
        return true;
      case "ACTION.CONFIRM":
        await click(user, "Accept");
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
