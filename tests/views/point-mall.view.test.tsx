import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { PointMall } from "../../src/views/points/PointMall";
import { pointMallGuestModel, pointMallModel, pointMallTrialModel, REWARDS } from "../machines/point-mall.model";
import { mallPageAfter, type Role } from "../machines/point-mall.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, expectText, selectIn, typeInto } from "./wallet-view-helpers";

/** The catalogue's English texts of the page's input problems (src/views/points/point-labels.ts is not asked). */
const PROBLEM: Record<string, string> = {
  passwordEmpty: "Enter your login password",
  pointsInvalid: "Enter a whole number of points",
  pointsBelowMinimum: "Convert at least 10 points",
  pointsInsufficient: "Not enough points",
  outOfStock: "This reward is out of stock",
};
const TYPE: Record<string, string> = { redeem: "Redeem points", rng: "Slots", live: "Live casino", deposit: "Deposit" };

const dialog = (name: string) => screen.findByRole("dialog", { name });

function mallView(role: Role): ViewModel<typeof pointMallModel.machine> {
  return {
    render: (actor) => (
      <AppProviders>
        <PointMall flow={actor} />
      </AppProviders>
    ),
    async expectScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
      const p = mallPageAfter(role, events);
      if (p.phase === "loading") return expectLoading();
      if (p.phase === "loadFailed") {
        expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
        return;
      }
      expect(await screen.findByRole("heading", { name: "Rewards" })).toBeTruthy();
      for (const r of REWARDS) expectText(r.name);
      if (role === "guest") expectText("Log in to see your points, redeem rewards and convert points to money.");
      if (role === "trial") expectText("Points are for real accounts");
      if (role === "member") expect(screen.getByTestId("points-redeem").textContent).toBe("Redeem points150");
      if (p.phase.startsWith("redeem")) {
        const box = await dialog("Redeem a reward");
        const reward = REWARDS.find((r) => r.id === p.rewardId)!;
        if (p.phase === "redeem.done") {
          expect(within(box).getByRole("status").textContent).toBe(`${reward.name} redeemed: 100 points. Status: In Process. Points left: 50.`);
          return;
        }
        expect(within(box).getByText(`Redeem ${reward.name} for ${reward.cost} points (${TYPE[reward.pointType]})?`)).toBeTruthy();
        expect((within(box).getByLabelText("Login password") as HTMLInputElement).value).toBe(p.password);
        if (p.problem) expect(within(box).getByText(PROBLEM[p.problem]!)).toBeTruthy();
        if (p.error) expect(within(box).getByText("POINT_PASSWORD_INCORRECT")).toBeTruthy();
        return;
      }
      if (p.phase.startsWith("convert")) {
        const box = await dialog("Convert points to money");
        if (p.phase === "convert.done") {
          expect(within(box).getByRole("status").textContent).toBe("15 points converted to ฿1.50. Your balance is now ฿1,001.50.");
          return;
        }
        expect((within(box).getByLabelText("Points to convert") as HTMLInputElement).value).toBe(p.pointsText);
        expect((within(box).getByLabelText("Point type") as HTMLSelectElement).value).toBe(p.pointType);
        if (p.problem) expect(within(box).getByText(PROBLEM[p.problem]!)).toBeTruthy();
        if (p.error) expect(within(box).getByText("POINT_PASSWORD_LOCKED")).toBeTruthy();
        return;
      }
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    },
    async perform(event, user, snapshot) {
      const e = event as EventObject & Record<string, string>;
      switch (e.type) {
        case "MALL.RETRY":
          await user.click(screen.getByRole("button", { name: "Try again" }));
          return true;
        case "ACCOUNT.ASK":
          if (role === "member") return false;
          await user.click(screen.getByRole("button", { name: role === "guest" ? "Log in" : "Get a real account" }));
          return true;
        case "REDEEM.OPEN": {
          const reward = REWARDS.find((r) => r.id === e.rewardId)!;
          // An out-of-stock reward's button is disabled: a person cannot send this.
          if (reward.stock === 0) return false;
          await user.click(screen.getByRole("button", { name: `Redeem ${reward.name}` }));
          return true;
        }
        case "CONVERT.OPEN":
          if (role !== "member") return false;
          await user.click(screen.getByRole("button", { name: "Convert points" }));
          return true;
        case "DIALOG.CLOSE":
          await user.click(screen.getByRole("button", { name: snapshot.matches({ redeem: "done" }) || snapshot.matches({ convert: "done" }) ? "Close" : "Cancel" }));
          return true;
        case "PASSWORD.CHANGE":
          typeInto("Login password", e.text!);
          return true;
        case "POINTS.CHANGE":
          typeInto("Points to convert", e.text!);
          return true;
        case "POINT_TYPE.CHANGE":
          selectIn("Point type", e.pointType!);
          return true;
        case "REDEEM.SUBMIT":
          await user.click(screen.getByRole("button", { name: "Confirm redemption" }));
          return true;
        case "CONVERT.SUBMIT":
          await user.click(screen.getByRole("button", { name: "Convert" }));
          return true;
        default:
          return false;
      }
    },
  };
}

describeViewPaths(pointMallModel, mallView("member"));
describeViewPaths(pointMallGuestModel, mallView("guest"));
describeViewPaths(pointMallTrialModel, mallView("trial"));
