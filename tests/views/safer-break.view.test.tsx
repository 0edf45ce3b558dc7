import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import { AppProviders } from "../../src/views/AppProviders";
import { TakeBreakSection } from "../../src/views/member/safer-play/TakeBreakSection";
import { NOW } from "../fixtures/safer-play";
import { saferBreakModel } from "../machines/safer-break.model";
import { saferBreakOracle } from "../machines/safer-break.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { typeInto } from "./wallet-view-helpers";

const oracle = saferBreakOracle();

/** The English labels of docs/player-protection.md's kinds and durations. */
const KIND_LABEL: Record<string, string> = { timeOut: "Time-out", selfExclusion: "Self-exclusion" };
const DURATION_LABEL: Record<string, string> = { "24h": "24 hours", "7d": "7 days", "30d": "30 days", "6m": "6 months", "1y": "1 year", "5y": "5 years", permanent: "Permanently" };

/** What the confirmation says for each duration asked for at the fixtures' NOW (2 Dec 2026, 15:00 in Bangkok). */
const WARNING: Record<string, string> = {
  "24h": "A time-out of 24 hours, until about 3 Dec 2026, 15:00. It ends by itself.",
  "7d": "A time-out of 7 days, until about 9 Dec 2026, 15:00. It ends by itself.",
  "6m": "A self-exclusion of 6 months, until about 2 Jun 2027, 15:00. It cannot be shortened or lifted from the site.",
  permanent: "A permanent self-exclusion. It can never be shortened or lifted from the site.",
};

/** The catalogue's text per refusal the model's fake gives (a code with no catalogue entry shows the server's message). */
const ERROR_TEXT: Record<string, string> = {
  LOGIN_PASSWORD_INCORRECT: "The login password is incorrect",
  BREAK_CANNOT_SHORTEN: "BREAK_CANNOT_SHORTEN",
  network: "Network link is abnormal, please try again",
};

function takenText(taken: { kind: string; until: string | null }): string {
  if (taken.until === null) return "You have excluded yourself from play permanently. Only withdrawals, your records and Safer play are open.";
  expect(taken.until).toBe("2026-12-03T08:00:00.000Z");
  return taken.kind === "timeOut"
    ? "You are on a time-out until 3 Dec 2026, 15:00. Until then only withdrawals, your records and Safer play are open."
    : "You have excluded yourself from play until 3 Dec 2026, 15:00. Until then only withdrawals, your records and Safer play are open.";
}

async function expectBreakScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const form = oracle.replay(events);
  if (form.phase === "taken") {
    expect((await screen.findByRole("status")).textContent).toBe(takenText(form.taken as { kind: string; until: string | null }));
    expect(screen.queryByLabelText("Login password")).toBeNull();
    return;
  }
  expect((screen.getByRole("radio", { name: KIND_LABEL[form.kind] }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByRole("radio", { name: DURATION_LABEL[form.duration] }) as HTMLInputElement).checked).toBe(true);
  expect((screen.getByLabelText("Login password") as HTMLInputElement).value).toBe(form.password);
  expect(screen.queryByText("Enter your login password to confirm the break") !== null).toBe(form.passwordMissing);
  const error = form.error as { kind: string; errorCode?: string } | undefined;
  expect(screen.queryByRole("alert")?.textContent ?? null).toBe(error ? ERROR_TEXT[error.errorCode ?? error.kind]! : null);
  if (form.phase !== "confirming") {
    expect(screen.queryByRole("dialog")).toBeNull();
    return;
  }
  const dialog = within(await screen.findByRole("dialog"));
  expect(dialog.getByTestId("break-warning").textContent).toBe(WARNING[form.duration]);
}

async function press(user: Parameters<ViewModel<typeof saferBreakModel.machine>["perform"]>[1], name: string, inside: HTMLElement = document.body) {
  const button = within(inside).queryByRole("button", { name }) as HTMLButtonElement | null;
  if (!button || button.disabled) return false;
  await user.click(button);
  return true;
}

async function choose(user: Parameters<ViewModel<typeof saferBreakModel.machine>["perform"]>[1], label: string | undefined) {
  const radio = label ? (screen.queryByRole("radio", { name: label }) as HTMLInputElement | null) : null;
  if (!radio || radio.disabled) return false;
  await user.click(radio);
  return true;
}

const saferBreakView: ViewModel<typeof saferBreakModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <TakeBreakSection flow={actor} onBreak={null} serverNow={NOW} />
    </AppProviders>
  ),
  expectScreen: expectBreakScreen,
  async perform(e, user) {
    const event = e as EventObject & Record<string, string>;
    switch (event.type) {
      case "BREAK.KIND":
        return choose(user, KIND_LABEL[event.kind!]);
      case "BREAK.DURATION":
        return choose(user, DURATION_LABEL[event.duration!]);
      case "BREAK.PASSWORD":
        if (!screen.queryByLabelText("Login password")) return false;
        typeInto("Login password", event.value!);
        return true;
      case "BREAK.SUBMIT":
        return press(user, "Take the break");
      case "BREAK.CONFIRM":
        return press(user, "Start the break", await screen.findByRole("dialog"));
      case "BREAK.BACK":
        return press(user, "Go back", await screen.findByRole("dialog"));
      case "BREAK.DISMISS":
        return press(user, "Dismiss message");
      default:
        return false;
    }
  },
};

describeViewPaths(saferBreakModel, saferBreakView);
