// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BetRow, Profit, TransactionRow, WithdrawalInfo } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { catalogue, displayGameType } from "../../server/games/catalogue";
import { DEMO_DEPOSITS, DEMO_WITHDRAWAL } from "../../server/wallet/demo-history";
import { get, makeServer, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { mainBalance } from "./wallet-helpers";

const DAY = 86_400_000;
/** The site's day (Bangkok) `daysAgo` days before today, `YYYY-MM-DD`. */
const siteDate = (daysAgo: number) => new Date(Date.now() + 7 * 3_600_000 - daysAgo * DAY).toISOString().slice(0, 10);
/** The records pages' "previous 30 days" preset. */
const MONTH = `start=${siteDate(29)}&end=${siteDate(0)}`;

type Page<T> = { content: T[]; total: number };

let server: ReferenceServer;
let demo: string;
beforeAll(async () => {
  server = await makeServer();
  demo = await tokenFor(server, "demo", "Demo1234");
});
afterAll(async () => {
  await server.close();
});

async function value<T>(path: string): Promise<T> {
  const answer = await get(server, path, { token: demo, headers: { Language: "EN" } });
  expect(answer.json?.success, answer.text).toBe(true);
  return answer.json?.value as T;
}

describe("demo's seeded month", () => {
  it("has betting records in the default week and across several game categories in the last 30 days", async () => {
    const week = await value<Page<BetRow>>(calls.bettingRecords.path);
    expect(week.total).toBeGreaterThan(0);
    const month = await value<Page<BetRow>>(`${calls.bettingRecords.path}?${MONTH}&pageSize=50`);
    expect(month.total).toBe(month.content.length);
    const games = new Map(catalogue().map((g) => [g.gameCode, g]));
    const categories = new Set(month.content.map((r) => {
      const game = games.get(r.gameCode);
      expect(game, r.gameCode).toBeDefined();
      expect(r.gameName).toBe(game?.gameName);
      return displayGameType(game!.vassalage, game!.gameType);
    }));
    expect([...categories].sort()).toEqual(expect.arrayContaining(["ESPORTS", "FISH", "LIVE", "LOTT", "PVP", "RNG", "SPORTS"]));
    expect(month.content.some((r) => r.payout > r.stake)).toBe(true);
    expect(month.content.some((r) => r.payout === 0)).toBe(true);
    const times = month.content.map((r) => Date.parse(r.time));
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse(`${siteDate(29)}T00:00:00+07:00`));
    expect(Math.max(...times)).toBeLessThan(Date.parse(`${siteDate(0)}T00:00:00+07:00`));
  });

  it("shows profit and loss for the default week and the month, deposits and the withdrawal included", async () => {
    const week = await value<Profit>(calls.profitAndLoss.path);
    expect(week.betCount).toBeGreaterThan(0);
    expect(week.betAmount).toBeGreaterThan(0);
    const month = await value<Profit>(`${calls.profitAndLoss.path}?${MONTH}`);
    expect(month.depositAmount).toBe(DEMO_DEPOSITS.reduce((sum, d) => sum + d.amount, 0));
    expect(month.withdrawalAmount).toBe(DEMO_WITHDRAWAL.amount);
    expect(month.bonusAmount).toBeGreaterThan(0);
    expect(month.net).toBeCloseTo(month.winAmount - month.betAmount, 2);
  });

  // The payout moves the hold, not a wallet: the account records show the request; the withdrawals list shows it paid.
  it("lists deposits, the withdrawal, bets, wins and the rebate in the account records", async () => {
    const week = await value<Page<TransactionRow>>(calls.transactionHistory.path);
    expect(week.total).toBeGreaterThan(0);
    const month = await value<Page<TransactionRow>>(`${calls.transactionHistory.path}?${MONTH}&pageSize=99`);
    expect(month.total).toBe(month.content.length);
    const kinds = new Set(month.content.map((r) => r.kind));
    for (const kind of ["deposit", "withdrawal", "bet", "win", "bonus"]) expect(kinds, kind).toContain(kind);
    const notes = month.content.map((r) => r.memo);
    expect(notes).toContain(`Withdrawal request #${DEMO_WITHDRAWAL.id}`);
    expect(notes).toContain("Manual rebate");
    // Newest first.
    const times = month.content.map((r) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("has a withdrawal that was paid and then confirmed as received", async () => {
    const { content } = await value<{ content: WithdrawalInfo[] }>(calls.withdrawals.path);
    const done = content.find((w) => w.id === DEMO_WITHDRAWAL.id);
    expect(done).toMatchObject({ amount: DEMO_WITHDRAWAL.amount, status: "confirmed", receivedAmount: DEMO_WITHDRAWAL.amount, remainingAmount: 0 });
    expect(Date.parse(done!.paidAt!)).toBeGreaterThan(Date.parse(done!.createdAt));
  });

  it("has a rebate claim the account records show as a bonus of the same amount", async () => {
    const info = await value<{ history: { amount: number; betCount: number }[] }>(calls.rebateInfo.path);
    expect(info.history).toHaveLength(1);
    const claim = info.history[0]!;
    expect(claim.betCount).toBeGreaterThan(0);
    const bonuses = await value<Page<TransactionRow>>(`${calls.transactionHistory.path}?${MONTH}&type=bonus`);
    expect(bonuses.content.map((r) => [r.memo, r.amount])).toEqual([["Manual rebate", claim.amount]]);
  });

  it("balances: the README's 1,000.00 opening plus deposits, less withdrawals, plus play and bonuses is the 1,000.00 held", async () => {
    const all = await value<Profit>(`${calls.profitAndLoss.path}?start=${siteDate(365)}&end=${siteDate(0)}`);
    const opening = 1000;
    const closing = opening + all.depositAmount - all.withdrawalAmount + all.net + all.bonusAmount;
    expect(Math.round(closing * 100) / 100).toBe(1000);
    expect(await mainBalance(server, demo)).toBe(1000);
    await expectLedgerConsistent(server.db);
  });
});
