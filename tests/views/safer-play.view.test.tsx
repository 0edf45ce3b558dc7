import { screen, within } from "@testing-library/react";
import { expect } from "vitest";
import type { AnyMachineSnapshot, EventObject } from "xstate";
import type { LimitKind, LimitPeriod, LimitState } from "../../contract";
import { AppProviders } from "../../src/views/AppProviders";
import { SaferPlay } from "../../src/views/member/safer-play/SaferPlay";
import { saferPlayModel } from "../machines/safer-play.model";
import { saferPlayPageAfter, type SaferPlayPage } from "../machines/safer-play.oracle";
import type { ViewModel } from "./replay-view";
import { describeViewPaths } from "./view-paths";
import { expectLoading, PROBLEM_TEXT, typeInto } from "./wallet-view-helpers";

const KINDS: LimitKind[] = ["deposit", "loss", "wager"];
const PERIODS: LimitPeriod[] = ["day", "week", "month"];
const PERIOD_WORD: Record<LimitPeriod, string> = { day: "Daily", week: "Weekly", month: "Monthly" };
const nameOf = (kind: LimitKind, period: LimitPeriod) => `${PERIOD_WORD[period]} ${kind} limit`;
const money = (amount: number) => `฿${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The fixtures' instants on the site's clock (Bangkok, UTC+7) as the English page writes them. */
const BANGKOK: Record<string, string> = {
  "2026-12-02T17:00:00.000Z": "3 Dec 2026, 00:00",
  "2026-12-06T17:00:00.000Z": "7 Dec 2026, 00:00",
  "2026-12-31T17:00:00.000Z": "1 Jan 2027, 00:00",
  "2026-12-02T20:30:00.000Z": "3 Dec 2026, 03:30",
  "2026-12-01T20:30:00.000Z": "2 Dec 2026, 03:30",
  "2026-12-03T08:00:00.000Z": "3 Dec 2026, 15:00",
  "2026-12-02T08:00:00.000Z": "2 Dec 2026, 15:00",
};
const at = (iso: string) => {
  const text = BANGKOK[iso];
  if (!text) throw new Error(`no Bangkok time written for ${iso}`);
  return text;
};

/** The catalogue's text per refused or failed change (English). */
const CHANGE_ERROR_TEXT: Record<string, string> = {
  network: "Network link is abnormal, please try again",
  LIMIT_OUT_OF_RANGE: "The amount is outside the range a limit may take",
  NO_PENDING_LIMIT_CHANGE: "That change is no longer pending: it has taken effect or was cancelled",
};

const STATUS_TEXT = { applied: "In force", pending: "Waiting for the cooling-off", cancelled: "Cancelled", replaced: "Replaced by a later change" };
const amountOrNone = (value: number | null) => (value === null ? "No limit" : money(value));

function expectCard(p: SaferPlayPage, limit: LimitState) {
  const { kind, period } = limit;
  const name = nameOf(kind, period);
  const card = within(screen.getByRole("article", { name }));
  expect(card.getByTestId("limit-amount").textContent).toBe(limit.amount === null ? "No limit set" : `Limit: ${money(limit.amount)}`);
  expect(card.getByTestId("limit-used").textContent).toBe(
    limit.amount === null ? `Used this period: ${money(limit.used)}` : `Used this period: ${money(limit.used)} of ${money(limit.amount)}`,
  );
  expect(card.getByTestId("limit-resets").textContent).toBe(`The period resets on ${at(limit.resetsAt)}`);
  const pending = card.queryByTestId("limit-pending");
  if (limit.pending === null) expect(pending).toBeNull();
  else {
    const text = limit.pending.amount === null ? `Pending: the limit is removed on ${at(limit.pending.effectiveAt)}` : `Pending: ${money(limit.pending.amount)} from ${at(limit.pending.effectiveAt)}`;
    expect(pending?.textContent).toContain(text);
    expect((card.getByRole("button", { name: `Cancel the pending change: ${name}` }) as HTMLButtonElement).disabled).toBe(p.phase !== "ready");
  }
  const key = `${kind}.${period}` as const;
  const input = card.getByLabelText(`${name}: new amount (฿)`, { exact: false }) as HTMLInputElement;
  expect(input.value).toBe(p.drafts[key] ?? "");
  expect(input.readOnly).toBe(p.phase !== "ready");
  const problem = p.problems[key];
  if (problem) expect(card.getByText(PROBLEM_TEXT[problem]!)).toBeTruthy();
  expect(card.getByText("Whole baht or 2 decimals, from ฿1.00 to ฿10,000,000.00")).toBeTruthy();
  expect((card.getByRole("button", { name: `Set limit: ${name}` }) as HTMLButtonElement).disabled).toBe(p.phase !== "ready");
  const remove = card.queryByRole("button", { name: `Remove limit: ${name}` }) as HTMLButtonElement | null;
  expect(remove !== null, `remove button of ${name}`).toBe(limit.amount !== null);
  if (remove) expect(remove.disabled).toBe(p.phase !== "ready");
}

/** The notice after a change, from the limit as the fake server answered it (catalogue wording). */
function noticeText(p: SaferPlayPage): string | null {
  const notice = p.notice;
  const limit = notice && p.data?.limits.find((l) => l.kind === notice.kind && l.period === notice.period);
  if (!notice || !limit) return null;
  const name = nameOf(notice.kind, notice.period);
  const amount = limit.amount === null ? "no limit" : money(limit.amount);
  if (notice.type === "cancelled") return `${name}: the pending change was cancelled; it stays ${amount}.`;
  if (limit.pending === null) return `${name}: now ${amount}, in force at once.`;
  if (limit.pending.amount === null) return `${name}: removed on ${at(limit.pending.effectiveAt)}, after the cooling-off; until then it stays ${amount}.`;
  return `${name}: ${money(limit.pending.amount)} from ${at(limit.pending.effectiveAt)}, after the cooling-off; until then it stays ${amount}.`;
}

async function expectSaferPlayScreen(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]) {
  const p = saferPlayPageAfter(events);
  if (p.phase === "loading") await expectLoading();
  if (p.phase === "failed") {
    expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByText("Network link is abnormal, please try again")).toBeTruthy();
    return;
  }
  expect(screen.queryByRole("status")?.textContent ?? null).toBe(noticeText(p));
  const errorText = p.changeError ? CHANGE_ERROR_TEXT[p.changeError.errorCode ?? p.changeError.kind] : undefined;
  for (const text of Object.values(CHANGE_ERROR_TEXT)) expect(screen.queryByText(text) !== null, text).toBe(text === errorText);
  const data = p.data;
  if (!data) return;
  for (const kind of KINDS) for (const period of PERIODS) expectCard(p, data.limits.find((l) => l.kind === kind && l.period === period)!);
  const rows = within(screen.getByRole("table", { name: "History of changes" })).getAllByRole("row").slice(1);
  expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual(
    data.history.map((change) => [nameOf(change.kind, change.period), amountOrNone(change.from), amountOrNone(change.to), at(change.requestedAt), at(change.effectiveAt), STATUS_TEXT[change.status]]),
  );
  const dialog = screen.queryByRole("dialog");
  if (p.phase !== "confirming") {
    expect(dialog).toBeNull();
    return;
  }
  const proposal = p.proposal!;
  const name = nameOf(proposal.kind, proposal.period);
  const from = money(data.limits.find((l) => l.kind === proposal.kind && l.period === proposal.period)!.amount!);
  const shown = within(await screen.findByRole("dialog"));
  expect(shown.getByText(proposal.amount === null ? "Remove the limit?" : "Raise the limit?")).toBeTruthy();
  expect(shown.getByTestId("cool-off-warning").textContent).toBe(
    proposal.amount === null
      ? `${name}: removing it takes effect 24 hours after you confirm. Until then ${from} stays in force, and you can cancel the change.`
      : `${name}: raising it from ${from} to ${money(Number(proposal.amount))} takes effect 24 hours after you confirm. Until then ${from} stays in force, and you can cancel the change.`,
  );
}

type LimitEvent = EventObject & { kind: LimitKind; period: LimitPeriod; value?: string };

/** Clicks a button when a person could: present and enabled. */
async function press(user: Parameters<ViewModel<typeof saferPlayModel.machine>["perform"]>[1], name: string, within_: HTMLElement = document.body) {
  const button = within(within_).queryByRole("button", { name }) as HTMLButtonElement | null;
  if (!button || button.disabled) return false;
  await user.click(button);
  return true;
}

const saferPlayView: ViewModel<typeof saferPlayModel.machine> = {
  render: (actor) => (
    <AppProviders>
      <SaferPlay flow={actor} title="Safer play" />
    </AppProviders>
  ),
  expectScreen: expectSaferPlayScreen,
  async perform(e, user) {
    const event = e as LimitEvent;
    const name = event.kind ? nameOf(event.kind, event.period) : "";
    switch (event.type) {
      case "SAFER.CHANGE":
        typeInto(`${name}: new amount (฿)`, event.value!);
        return true;
      case "SAFER.SET":
        return press(user, `Set limit: ${name}`);
      case "SAFER.REMOVE":
        return press(user, `Remove limit: ${name}`);
      case "SAFER.CANCEL_CHANGE":
        return press(user, `Cancel the pending change: ${name}`);
      case "SAFER.CONFIRM":
        return press(user, "Confirm the change", await screen.findByRole("dialog"));
      case "SAFER.BACK":
        return press(user, "Go back", await screen.findByRole("dialog"));
      case "SAFER.RETRY":
        return press(user, "Try again");
      case "SAFER.DISMISS": {
        const close = screen.queryAllByRole("button", { name: "Dismiss message" })[0];
        if (!close) return false;
        await user.click(close);
        return true;
      }
      default:
        return false;
    }
  },
};

describeViewPaths(saferPlayModel, saferPlayView);
