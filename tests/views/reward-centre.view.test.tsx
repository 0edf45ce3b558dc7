import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { EventObject } from "xstate";
import type { ErrorInfo } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { RewardCentre } from "../../src/views/member/rewards/RewardCentre";
import { rewardCentreModel } from "../machines/reward-centre.model";
import { centreAfter } from "../machines/reward-centre.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading } from "./wallet-view-helpers";

/** The English catalogue's texts (src/locales/en/messages.po). */
const STATE: Record<string, string> = { join: "Open to join", joined: "Joined", processing: "Processing", claim: "Ready to claim", claimed: "Claimed" };
const BUTTON: Record<string, string> = { JOIN: "Join", REQUEST: "Request reward", CLAIM: "Claim" };

async function expectCentreScreen(_: unknown, events: readonly EventObject[]) {
  const c = centreAfter(events);
  if (c.phase === "loading") return expectLoading();
  if (c.phase === "failed") {
    expect((await screen.findByRole("alert")).textContent).toBe((c.error as ErrorInfo).message);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    return;
  }
  for (const a of c.activities) {
    const card = await screen.findByRole("article", { name: a.title });
    expect(within(card).getByText(STATE[a.state]!)).toBeTruthy();
    // The one action each state allows: join, request the reward of a joined sign-up, claim a waiting prize.
    const allowed = a.state === "join" ? "Join" : a.state === "joined" ? "Request reward" : a.state === "claim" ? "Claim" : undefined;
    for (const name of Object.values(BUTTON)) {
      const button = within(card).queryByRole("button", { name });
      expect(button !== null, `${a.title}: ${name}`).toBe(name === allowed);
      if (button) expect(button.hasAttribute("data-loading")).toBe(c.working?.promotionId === a.promotionId);
    }
  }
  const status = screen.queryByRole("status");
  const title = (id: string) => c.activities.find((a) => a.promotionId === id)?.title ?? "";
  if (!c.done) expect(status).toBeNull();
  else if (c.done.action === "claim") expect(status?.textContent).toContain(`฿${c.done.amount?.toFixed(2)} from ${title(c.done.promotionId)} was added to your wallet.`);
  else if (c.done.action === "join") expect(status?.textContent).toContain(`You joined ${title(c.done.promotionId)}.`);
  else expect(status?.textContent).toContain(`Your reward request for ${title(c.done.promotionId)} was sent.`);
  const alert = screen.queryByRole("alert");
  if (c.error) expect(alert?.textContent).toContain((c.error as ErrorInfo).message);
  else expect(alert).toBeNull();
}

const centreView: ViewModel<typeof rewardCentreModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <RewardCentre flow={actor} />
    </AppProviders>
  ),
  expectScreen: expectCentreScreen,
  async perform(event, user, snapshot) {
    const e = event as EventObject & Record<string, unknown>;
    switch (event.type) {
      case "RETRY":
        await user.click(screen.getByRole("button", { name: "Try again" }));
        return true;
      case "DISMISS": {
        const close = screen.queryAllByRole("button", { name: "Dismiss message" })[0];
        if (!close) return false;
        await user.click(close);
        return true;
      }
      case "JOIN":
      case "REQUEST":
      case "CLAIM": {
        const title = snapshot.context.activities.find((a: { promotionId: string }) => a.promotionId === e.promotionId)?.title as string | undefined;
        const button = title ? within(screen.getByRole("article", { name: title })).queryByRole("button", { name: BUTTON[event.type] }) : null;
        if (!button) return false;
        await user.click(button);
        return true;
      }
      default:
        return false;
    }
  },
};

describeViewPaths(rewardCentreModel, centreView);
