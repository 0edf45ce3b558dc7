import { screen } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { Vip } from "../../src/views/points/Vip";
import { vipModel } from "../machines/vip.model";
import { vipAfter } from "../machines/vip.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText } from "./wallet-view-helpers";

const vipView: ViewModel<typeof vipModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <Vip flow={actor} />
    </AppProviders>
  ),
  async expectScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
    const v = vipAfter(events);
    if (v.phase === "loading") return expectLoading();
    if (v.phase === "loadFailed") {
      expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
      return;
    }
    // Every level of the fake's answer with its requirements and benefits.
    expect((await screen.findByTestId("vip-level-1")).textContent).toContain("Needs deposits of ฿500.00 and bets of ฿1,000.00");
    expectText("Upgrade bonus: ฿18.00");
    expectText("Withdrawals: up to ฿100,000.00 a day, 6 times");
    const member = v.info!.member;
    if (!member) {
      expectText("Log in to see your VIP level and your progress to the next one.");
      return;
    }
    if (member.vipRankLevel === 1) {
      expectText("Your level: Bronze (VIP 1)");
      expectText("Next level: Silver");
      expectText("Deposits ฿750.00 of ฿1,000.00");
      expectText("Bets ฿1,500.00 of ฿3,000.00");
      expect(screen.getByRole("progressbar", { name: "Deposit progress" }).getAttribute("aria-valuenow")).toBe("75");
    } else {
      expectText("Your level: Silver (VIP 2)");
      expect(screen.getByRole("status").textContent).toBe("Promoted to VIP 2: an upgrade bonus of ฿58.00 was paid into your main wallet.");
      expectText("You are at the highest level.");
    }
  },
  async perform(event, user) {
    if (event.type !== "VIP.RETRY") return false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    return true;
  },
};

describeViewPaths(vipModel, vipView);
