import { screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { createActor, type EventObject } from "xstate";
import { appMachine } from "../../machines/app.machine";
import { AppActorProvider } from "../../src/app/app-context";
import { AppProviders } from "../../src/views/AppProviders";
import { WheelView } from "../../src/views/chat/LuckyWheelModal";
import { luckyWheelModel, WHEEL_KEY } from "../machines/lucky-wheel.model";
import { luckyWheelFlow } from "../machines/lucky-wheel.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const app = createActor(appMachine, { input: { language: "en", hasStoredToken: false, dismissedPopups: [], rememberedUsername: "" } });
const wheel = luckyWheelFlow(WHEEL_KEY);

/** The last answer of an actor in the path (what the fake server said). */
function lastOutput(events: readonly EventObject[], type: string): Record<string, unknown> | undefined {
  for (let i = events.length - 1; i >= 0; i -= 1) if (events[i]!.type === type) return (events[i] as unknown as { output: Record<string, unknown> }).output;
  return undefined;
}

/** Money as the site writes it (฿, two decimals, thousands separators: spec section 9). */
const baht = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const wheelView: ViewModel<typeof luckyWheelModel.machine> = {
  render: (actor) => (
    <AppActorProvider actor={app}>
      <AppProviders>
        <WheelView wheel={actor} />
      </AppProviders>
    </AppActorProvider>
  ),
  async expectScreen(_snapshot, events) {
    const phase = wheel.follow(events);
    if (phase === "loading") {
      await screen.findByLabelText("Loading the wheel");
      return;
    }
    if (phase === "failed") {
      expect((await screen.findByRole("alert")).textContent).toBe("Network link is abnormal, please try again");
      expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
      return;
    }
    await screen.findByRole("list", { name: "Prizes" });
    expect(screen.getAllByRole("listitem")).toHaveLength(8);
    const spinButton = screen.queryByRole("button", { name: "Spin the wheel" });
    expect(Boolean(spinButton)).toBe(phase === "ready" || phase === "spinning");
    const lastError = events.at(-1)?.type === "xstate.error.actor.spinWheel" ? (events.at(-1) as unknown as { error: { kind: string; errorCode?: string } }).error : undefined;
    if (phase === "ready" && lastError && !lastError.errorCode) expect(screen.getByRole("alert").textContent).toBe("Network link is abnormal, please try again");
    if (phase === "won" || phase === "spent") {
      const today = (phase === "won" ? lastOutput(events, "xstate.done.actor.spinWheel") : (lastOutput(events, "xstate.done.actor.loadWheel")?.today as Record<string, unknown>))!;
      const amount = today.amount as number;
      const status = await screen.findByRole("status");
      expect(status.textContent).toBe(amount === 0 ? "No prize this time." : phase === "won" ? `You won ${baht(amount)}! It is in your main wallet.` : `Today you won ${baht(amount)}.`);
      expect(screen.getByText(/^Next chance: /)).toBeTruthy();
      await waitFor(() => expect(screen.getAllByRole("listitem").findIndex((item) => item.getAttribute("aria-current") === "true")).toBe(today.index));
    }
  },
  async perform(event, user, snapshot) {
    if (event.type === "WHEEL.SPIN" && snapshot.matches("ready")) {
      await user.click(screen.getByRole("button", { name: "Spin the wheel" }));
      return true;
    }
    if (event.type === "WHEEL.RETRY" && snapshot.matches("failed")) {
      await user.click(screen.getByRole("button", { name: "Try again" }));
      return true;
    }
    return false;
  },
};

describeViewPaths(luckyWheelModel, wheelView);
