import { screen, waitFor, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { RealityCheck } from "../../contract/reality-check";
import { AppProviders } from "../../src/views/AppProviders";
import { RealityCheckModal } from "../../src/views/member/reality-check/RealityCheckModal";
import { RealityCheckSetting } from "../../src/views/member/safer-play/RealityCheckSetting";
import { realityCheckModel } from "../machines/reality-check.model";
import { realityCheckFlow } from "../machines/reality-check.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";

const flow = realityCheckFlow(false);
const INTERVAL_TEXT: Record<number, string> = { 0: "Off", 15: "Every 15 minutes", 30: "Every 30 minutes", 60: "Every 60 minutes" };
const money = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The server's last answer among the path's events. */
function lastAnswer(events: readonly EventObject[]): RealityCheck | undefined {
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i] as EventObject & { output?: RealityCheck };
    if (/^xstate\.done\.actor\./.test(event.type)) return event.output;
  }
  return undefined;
}

async function expectScreen(_: AnyMachineSnapshot, events: readonly EventObject[]) {
  const phase = flow.follow(events);
  const answer = lastAnswer(events);
  const select = screen.getByRole("combobox", { name: "Remind me" }) as HTMLSelectElement;
  // The interval the server answered; only while nothing is being sent or read can it be changed.
  if (answer) expect(select.selectedOptions[0]?.textContent).toBe(INTERVAL_TEXT[answer.intervalMinutes]);
  expect(select.disabled).toBe(!["off", "waiting", "failed"].includes(phase));
  if (phase === "showing" && answer) {
    const dialog = within(await screen.findByRole("dialog", { name: "Reality check" }));
    const minutes = Math.round((Date.parse(answer.now) - Date.parse(answer.sessionStartedAt)) / 60_000);
    expect(dialog.getByTestId("reality-check-time").textContent).toBe(
      minutes >= 60 ? `You have been playing for ${Math.floor(minutes / 60)} h ${minutes % 60} min in this session.` : `You have been playing for ${minutes} min in this session.`,
    );
    const net = answer.netSinceSignIn;
    expect(dialog.getByTestId("reality-check-net").textContent).toBe(
      net < 0 ? `Since you signed in you have lost ${money(-net)} net.` : net > 0 ? `Since you signed in you have won ${money(net)} net.` : "Since you signed in you have neither won nor lost.",
    );
    for (const name of ["Continue", "Stop playing", "See my betting record"]) expect(dialog.getByRole("button", { name })).toBeTruthy();
  } else {
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reality check" })).toBeNull());
  }
}

const BUTTONS: Record<string, string> = { "REALITY_CHECK.CONTINUE": "Continue", "REALITY_CHECK.STOP": "Stop playing", "REALITY_CHECK.RECORD": "See my betting record" };

const realityCheckView: ViewModel<typeof realityCheckModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <RealityCheckSetting flow={actor} />
      <RealityCheckModal flow={actor} />
    </AppProviders>
  ),
  expectScreen,
  async perform(e, user) {
    const event = e as EventObject & { intervalMinutes?: number };
    if (event.type === "REALITY_CHECK.SET") {
      const select = screen.getByRole("combobox", { name: "Remind me" }) as HTMLSelectElement;
      if (select.disabled || select.value === String(event.intervalMinutes)) return false;
      await user.selectOptions(select, INTERVAL_TEXT[event.intervalMinutes!]!);
      return true;
    }
    const name = BUTTONS[event.type];
    if (!name) return false;
    const dialog = screen.queryByRole("dialog", { name: "Reality check" });
    if (!dialog) return false;
    await user.click(within(dialog).getByRole("button", { name }));
    return true;
  },
};

describeViewPaths(realityCheckModel, realityCheckView);
