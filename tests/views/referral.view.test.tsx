import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Referral } from "../../src/views/member/referral/Referral";
import { referralModel } from "../machines/referral.model";
import { LINKS, referralPageAfter } from "../machines/referral.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading } from "./wallet-view-helpers";

/** The outcome line per phase, in English (the catalogue); none while idle or busy. */
const OUTCOME: Record<string, string | undefined> = {
  shared: "Link shared",
  copyFailed: "Could not copy. Select the link and copy it yourself.",
};
const ALL_OUTCOMES = ["Link copied", "Code copied", "Link shared", "Could not copy. Select the link and copy it yourself."];

/** The screen after the path's events (referral.oracle.ts) with the fakes' answers (fixtures/referral.ts), in English. */
async function expectReferralScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = referralPageAfter(events);
  if (p.phase === "loading") return expectLoading();
  if (p.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByText("Network link is abnormal, please try again")).toBeTruthy();
    return;
  }
  const info = p.info!;
  expect((await screen.findByTestId("referral-code")).textContent).toBe(info.code);
  expect((screen.getByLabelText("Your invitation link") as HTMLInputElement).value).toBe(LINKS[info.code]);
  expect(screen.getByRole("img", { name: "QR code of your invitation link" })).toBeTruthy();
  const busy = p.phase === "copying" || p.phase === "sharing";
  for (const name of ["Copy link", "Copy code", "Share"]) expect((screen.getByRole("button", { name }) as HTMLButtonElement).disabled, name).toBe(busy);
  const expected = p.phase === "copied" ? (p.copyWhat === "code" ? "Code copied" : "Link copied") : OUTCOME[p.phase];
  for (const text of ALL_OUTCOMES) expect(screen.queryByText(text) !== null, text).toBe(text === expected);
  expect(screen.getByText(`${info.invitedCount} invited, ${info.activeCount} active`)).toBeTruthy();
  if (info.invitees.content.length === 0) {
    expect(screen.getByText("No friend has registered with your code yet.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Invited friends" })).toBeNull();
    return;
  }
  const rows = within(screen.getByRole("table", { name: "Invited friends" })).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
    ["pl****5", "5 Sept 2024", "Active"],
    ["ne***e", "1 May 2024", "Registered"],
  ]);
  expect(screen.getByRole("button", { name: `Page ${p.pageNo}` }).getAttribute("data-active")).toBe("true");
}

const referralView: ViewModel<typeof referralModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Referral flow={actor} title="Invite friends" />
    </AppProviders>
  ),
  expectScreen: expectReferralScreen,
  async perform(event, user) {
    switch (event.type) {
      case "LINK.COPY":
        await user.click(screen.getByRole("button", { name: (event as unknown as { what: string }).what === "code" ? "Copy code" : "Copy link" }));
        return true;
      case "LINK.SHARE":
        await user.click(screen.getByRole("button", { name: "Share" }));
        return true;
      case "PAGE.SET": {
        // There is no button for a page before the first.
        const button = screen.queryByRole("button", { name: `Page ${(event as unknown as { pageNo: number }).pageNo}` });
        if (!button) return false;
        await user.click(button);
        return true;
      }
      case "REFERRAL.RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      default:
        return false;
    }
  },
};

/** On screen one page change is enough (the page before the first has no button: the machine paths try it). */
const onScreen = { ...referralModel, payloads: { ...referralModel.payloads, "PAGE.SET": () => [{ type: "PAGE.SET", pageNo: 2 }] } };

describeViewPaths(onScreen, referralView);
