// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../contract";
import { calls } from "../../contract/calls";
import { LIMIT_COOL_OFF_HOURS, saferPlaySchema, type LimitKind, type LimitPeriod, type SaferPlay } from "../../contract/safer-play";
import type { ReferenceServer } from "../../server/app";
import { createTrialMember } from "../../server/store/trials";
import { EN, get, makeServer, post, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { approve, mainBalance, money } from "./wallet-helpers";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Bangkok is UTC+7 all year (the site's calendar). */
const BANGKOK = 7 * HOUR;

let server: ReferenceServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
});

/** A Bangkok wall-clock time as an instant. */
const bangkok = (y: number, month: number, d: number, h: number, m = 0, s = 0) => Date.UTC(y, month - 1, d, h, m, s) - BANGKOK;
/** Sunday 2 March 2031, 23:59:30 in Bangkok: the next day is a Monday. */
const SUNDAY_NIGHT = bangkok(2031, 3, 2, 23, 59, 30);
/** Monday 31 March 2031, 23:59:30: the last half-minute of a month. */
const MONTH_END_NIGHT = bangkok(2031, 3, 31, 23, 59, 30);
/** Wednesday 5 March 2031, 10:00: a plain morning. */
const MORNING = bangkok(2031, 3, 5, 10);

/**
 * A server whose clock starts at `at` and stands still there (only Date is faked, timers run) until the dev route
 * moves it: the server reads time through its clock, so periods and cooling-off are tested to the millisecond
 * without catching up years of clock jobs.
 */
async function start(at: number): Promise<ReferenceServer> {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  server = await makeServer();
  return server;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function serverNow(s: ReferenceServer): Promise<number> {
  return ((await get(s, "/dev/clock")).json?.value as { nowMs: number }).nowMs;
}

/** Moves the server's clock (dev route) to `at`. */
async function moveTo(s: ReferenceServer, at: number): Promise<void> {
  const moved = await post(s, "/dev/clock", { advanceMs: at - (await serverNow(s)) });
  expect(moved.json?.success, moved.text).toBe(true);
}

const advance = (s: ReferenceServer, advanceMs: number) => post(s, "/dev/clock", { advanceMs });

/**
 * A member with money and no history (demo's seeded month would count in every period): a fresh sign-in, since a
 * move of the clock may outlast the session.
 */
const member = (s: ReferenceServer) => tokenFor(s, "mobileuser", "Mobile123");

const setLimit = (s: ReferenceServer, token: string, kind: LimitKind, period: LimitPeriod, amount: string | null, lang = EN) =>
  post(s, calls.setLimit.path, { kind, period, amount }, { token, ...lang });
const cancelChange = (s: ReferenceServer, token: string, kind: LimitKind, period: LimitPeriod) => post(s, calls.cancelLimitChange.path, { kind, period }, { token, ...EN });
const deposit = (s: ReferenceServer, token: string, amount: string) => money(s, calls.depositRequest.path, { channelId: "bank", amount }, token);

async function saferPlay(s: ReferenceServer, token: string): Promise<SaferPlay> {
  const answer = await get(s, calls.saferPlay.path, { token });
  expect(answer.json?.success, answer.text).toBe(true);
  return saferPlaySchema.parse(answer.json?.value);
}

const limitOf = (state: SaferPlay, kind: LimitKind, period: LimitPeriod) => state.limits.find((l) => l.kind === kind && l.period === period);

function expectLimitReached(answer: Awaited<ReturnType<typeof post>>, errorCode: string, value: { kind: LimitKind; period: LimitPeriod; amount: number; left: number; resetsAt: string }) {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json?.success).toBe(false);
  expect(answer.json?.errorCode).toBe(errorCode);
  expect(answer.json?.value).toEqual(value);
}

/** A ticket of the demo game through the launch call. */
async function launch(s: ReferenceServer, token: string) {
  return get(s, `${calls.launchGame.path}?nodeId=1`, { token, ...EN });
}

async function ticketOf(s: ReferenceServer, token: string): Promise<string> {
  const launched = await launch(s, token);
  expect(launched.json?.success, launched.text).toBe(true);
  const url = (launched.json?.value as { content: { game_url: string } }).content.game_url;
  return new URL(url).searchParams.get("ticket") ?? "";
}

const spin = (s: ReferenceServer, ticket: string, stake: string) => money(s, calls.demoGameSpin.path, { ticket, stake }, undefined);

describe("safer play's answer", () => {
  it("lists the nine limits in kind then period order, none set, nothing used, and the server's clock", async () => {
    const at = MORNING;
    const s = await start(at);
    const state = await saferPlay(s, await member(s));
    expect(state.limits.map((l) => `${l.kind}/${l.period}`)).toEqual(["deposit/day", "deposit/week", "deposit/month", "loss/day", "loss/week", "loss/month", "wager/day", "wager/week", "wager/month"]);
    expect(state.limits.every((l) => l.amount === null && l.pending === null && l.used === 0)).toBe(true);
    expect(state.history).toEqual([]);
    expect(state.now).toBe(iso(at));
    // The day resets at the next Bangkok midnight.
    expect(limitOf(state, "deposit", "day")?.resetsAt).toBe(iso(at + 14 * HOUR));
  });
});

describe("deposit limits over the site's calendar", () => {
  it("count a deposit at 23:59 in its day and one at 00:00 in the next", async () => {
    const s = await start(SUNDAY_NIGHT);
    const midnight = bangkok(2031, 3, 3, 0);
    let token = await member(s);
    expect((await setLimit(s, token, "deposit", "day", "500")).json?.success).toBe(true);
    expect((await deposit(s, token, "400")).json?.success).toBe(true);
    const refused = await deposit(s, token, "200");
    expectLimitReached(refused, "DEPOSIT_LIMIT_REACHED", { kind: "deposit", period: "day", amount: 500, left: 100, resetsAt: iso(midnight) });
    expect(refused.json?.message).toMatch(/^This deposit would pass your daily deposit limit of 500 THB: 100 THB left until 00:00 on \d+ \w+$/);
    // Refused before any money moved: no request was recorded.
    expect(((await get(s, calls.deposits.path, { token })).json?.value as { content: unknown[] }).content).toHaveLength(1);

    await advance(s, MINUTE);
    token = await member(s);
    expect((await deposit(s, token, "200")).json?.success).toBe(true);
    const state = await saferPlay(s, token);
    expect(limitOf(state, "deposit", "day")).toMatchObject({ amount: 500, used: 200, resetsAt: iso(midnight + DAY) });
  });

  it("start a week on Monday at 00:00 (Sunday's deposits count in the week before)", async () => {
    const s = await start(SUNDAY_NIGHT);
    const monday = bangkok(2031, 3, 3, 0);
    let token = await member(s);
    await setLimit(s, token, "deposit", "week", "1000");
    expect((await deposit(s, token, "1000")).json?.success).toBe(true);
    expectLimitReached(await deposit(s, token, "100"), "DEPOSIT_LIMIT_REACHED", { kind: "deposit", period: "week", amount: 1000, left: 0, resetsAt: iso(monday) });

    await advance(s, MINUTE);
    token = await member(s);
    expect((await deposit(s, token, "100")).json?.success).toBe(true);
    expect(limitOf(await saferPlay(s, token), "deposit", "week")).toMatchObject({ used: 100, resetsAt: iso(monday + 7 * DAY) });
  });

  it("start a month on the 1st at 00:00", async () => {
    const s = await start(MONTH_END_NIGHT);
    const first = bangkok(2031, 4, 1, 0);
    let token = await member(s);
    await setLimit(s, token, "deposit", "month", "1000");
    expect((await deposit(s, token, "600")).json?.success).toBe(true);
    expectLimitReached(await deposit(s, token, "500"), "DEPOSIT_LIMIT_REACHED", { kind: "deposit", period: "month", amount: 1000, left: 400, resetsAt: iso(first) });

    await advance(s, MINUTE);
    token = await member(s);
    expect((await deposit(s, token, "500")).json?.success).toBe(true);
    expect(limitOf(await saferPlay(s, token), "deposit", "month")).toMatchObject({ used: 500, resetsAt: iso(bangkok(2031, 5, 1, 0)) });
  });

  it("count every deposit requested, approved or waiting, but not a rejected one; the tightest limit names the refusal", async () => {
    const s = await start(MORNING);
    const token = await member(s);
    await setLimit(s, token, "deposit", "day", "1000");
    await setLimit(s, token, "deposit", "week", "700");
    const first = (await deposit(s, token, "300")).json?.value as { id: number };
    const second = (await deposit(s, token, "300")).json?.value as { id: number };
    expect((await approve(s, "deposits", first.id)).json?.success).toBe(true);
    expect((await approve(s, "deposits", second.id, "reject")).json?.success).toBe(true);
    const state = await saferPlay(s, token);
    expect(limitOf(state, "deposit", "day")?.used).toBe(300);
    expect(limitOf(state, "deposit", "week")?.used).toBe(300);
    const refused = await deposit(s, token, "500");
    expect(refused.json?.errorCode).toBe("DEPOSIT_LIMIT_REACHED");
    expect(refused.json?.value).toMatchObject({ kind: "deposit", period: "week", amount: 700, left: 400 });
    expect((await deposit(s, token, "400")).json?.success).toBe(true);
  });

  it("let exactly one of two deposits sent at once pass when only one fits", async () => {
    const s = await start(MORNING);
    const token = await member(s);
    await setLimit(s, token, "deposit", "day", "1000");
    const answers = await Promise.all([deposit(s, token, "600"), deposit(s, token, "600")]);
    expect(answers.filter((a) => a.json?.success === true)).toHaveLength(1);
    const refused = answers.find((a) => a.json?.success === false);
    expect(refused?.json?.errorCode).toBe("DEPOSIT_LIMIT_REACHED");
    expect(refused?.json?.value).toMatchObject({ left: 400 });
    expect(((await get(s, calls.deposits.path, { token })).json?.value as { content: { amount: number }[] }).content.map((d) => d.amount)).toEqual([600]);
  });
});

describe("changing a limit", () => {
  it("applies a new or lower limit at once and a higher one after the cooling-off", async () => {
    const at = MORNING;
    const s = await start(at);
    let token = await member(s);
    await setLimit(s, token, "deposit", "day", "1000");
    const lowered = await setLimit(s, token, "deposit", "day", "500");
    expect(lowered.json?.success, lowered.text).toBe(true);
    expect(limitOf(saferPlaySchema.parse(lowered.json?.value), "deposit", "day")).toMatchObject({ amount: 500, pending: null });

    const raised = saferPlaySchema.parse((await setLimit(s, token, "deposit", "day", "800")).json?.value);
    const limit = limitOf(raised, "deposit", "day");
    expect(limit?.amount).toBe(500);
    expect(limit?.pending?.amount).toBe(800);
    const effectiveAt = at + LIMIT_COOL_OFF_HOURS * HOUR;
    expect(limit?.pending?.effectiveAt).toBe(iso(effectiveAt));
    expect(raised.history.map((h) => [h.from, h.to, h.status])).toEqual([
      [500, 800, "pending"],
      [1000, 500, "applied"],
      [null, 1000, "applied"],
    ]);
    expect((await deposit(s, token, "600")).json?.value).toMatchObject({ amount: 500, left: 500 });

    // Just before the cooling-off ends (a new day, nothing used): the raise is not in force yet.
    await moveTo(s, effectiveAt - MINUTE);
    token = await member(s);
    expect(limitOf(await saferPlay(s, token), "deposit", "day")).toMatchObject({ amount: 500, pending: { amount: 800 } });
    expect((await deposit(s, token, "600")).json?.errorCode).toBe("DEPOSIT_LIMIT_REACHED");

    await advance(s, 2 * MINUTE);
    token = await member(s);
    const after = await saferPlay(s, token);
    expect(limitOf(after, "deposit", "day")).toMatchObject({ amount: 800, pending: null });
    expect(after.history[0]).toMatchObject({ from: 500, to: 800, status: "applied" });
    expect((await deposit(s, token, "600")).json?.success).toBe(true);
  });

  it("cancels a pending raise: the limit in force stays", async () => {
    const s = await start(MORNING);
    let token = await member(s);
    await setLimit(s, token, "wager", "week", "500");
    await setLimit(s, token, "wager", "week", "900");
    const cancelled = await cancelChange(s, token, "wager", "week");
    expect(cancelled.json?.success, cancelled.text).toBe(true);
    const state = saferPlaySchema.parse(cancelled.json?.value);
    expect(limitOf(state, "wager", "week")).toMatchObject({ amount: 500, pending: null });
    expect(state.history[0]).toMatchObject({ from: 500, to: 900, status: "cancelled" });

    const again = await cancelChange(s, token, "wager", "week");
    expect(again.json?.errorCode).toBe("NO_PENDING_LIMIT_CHANGE");
    expect(again.json?.message).toBe("This limit has no pending change to cancel");

    await advance(s, (LIMIT_COOL_OFF_HOURS + 1) * HOUR);
    token = await member(s);
    expect(limitOf(await saferPlay(s, token), "wager", "week")?.amount).toBe(500);
  });

  it("removes a limit only after the cooling-off, and a lower limit sent meanwhile replaces the removal", async () => {
    const s = await start(MORNING);
    let token = await member(s);
    await setLimit(s, token, "loss", "month", "2000");
    const removing = saferPlaySchema.parse((await setLimit(s, token, "loss", "month", null)).json?.value);
    expect(limitOf(removing, "loss", "month")).toMatchObject({ amount: 2000, pending: { amount: null } });

    const lowered = saferPlaySchema.parse((await setLimit(s, token, "loss", "month", "1500")).json?.value);
    expect(limitOf(lowered, "loss", "month")).toMatchObject({ amount: 1500, pending: null });
    expect(lowered.history.map((h) => h.status)).toEqual(["applied", "replaced", "applied"]);

    await setLimit(s, token, "loss", "month", null);
    await advance(s, (LIMIT_COOL_OFF_HOURS + 1) * HOUR);
    token = await member(s);
    const state = await saferPlay(s, token);
    expect(limitOf(state, "loss", "month")).toMatchObject({ amount: null, pending: null });
    expect(state.history[0]).toMatchObject({ from: 1500, to: null, status: "applied" });
    // The cooling-off cannot be dodged: a cancel after it ended finds nothing pending.
    expect((await cancelChange(s, token, "loss", "month")).json?.errorCode).toBe("NO_PENDING_LIMIT_CHANGE");
  });

  it("refuses an amount out of range, in the member's language", async () => {
    const s = await start(MORNING);
    const token = await member(s);
    for (const amount of ["0", "0.99", "10000000.01", "99999999"]) {
      const answer = await setLimit(s, token, "deposit", "day", amount);
      expect(answer.json?.errorCode, amount).toBe("LIMIT_OUT_OF_RANGE");
      expect(answer.json?.message).toBe("A limit must be between 1 and 10,000,000 THB");
    }
    const thai = await setLimit(s, token, "deposit", "day", "0", { headers: { Language: "TH" } });
    expect(thai.json?.message).toBe("วงเงินต้องอยู่ระหว่าง 1 ถึง 10,000,000 บาท");
    for (const amount of ["1", "10000000"]) expect((await setLimit(s, token, "deposit", "day", amount)).json?.success, amount).toBe(true);
    const badKind = await post(s, calls.setLimit.path, { kind: "time", period: "day", amount: "100" }, { token });
    expect(badKind.json?.errorCode).toBe(ErrorCode.invalidRequest);
    const badAmount = await post(s, calls.setLimit.path, { kind: "deposit", period: "day", amount: "1,000" }, { token });
    expect(badAmount.json?.errorCode).toBe(ErrorCode.invalidRequest);
  });

  it("refuses trial accounts on every safer-play call", async () => {
    const s = await start(MORNING);
    const trial = await createTrialMember(s.db, s.clock.now());
    const answers = [
      await get(s, calls.saferPlay.path, { token: trial.token }),
      await setLimit(s, trial.token, "deposit", "day", "100"),
      await cancelChange(s, trial.token, "deposit", "day"),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.json?.errorCode).toBe(ErrorCode.trialNotAllowed);
    }
  });
});

describe("loss and wager limits", () => {
  it("stop the demo game's spin, a transfer into a game wallet and a game launch at a loss limit, until the day resets", async () => {
    const at = MORNING;
    const s = await start(at);
    let token = await member(s);
    await setLimit(s, token, "loss", "day", "100");
    const ticket = await ticketOf(s, token);
    // Spins until refused: a win pushes the loss back (stakes minus wins over the day), so how many is chance.
    let staked = 0;
    let won = 0;
    let refused: Awaited<ReturnType<typeof spin>> | undefined;
    for (let round = 0; round < 300 && !refused; round += 1) {
      const answer = await spin(s, ticket, "50");
      if (answer.json?.success) {
        const value = answer.json.value as { stake: number; payout: number };
        staked += value.stake;
        won += value.payout;
      } else refused = answer;
    }
    const lost = staked - won;
    expect(lost).toBeGreaterThanOrEqual(100);
    const midnight = at + 14 * HOUR;
    const reached = { kind: "loss" as const, period: "day" as const, amount: 100, left: 0, resetsAt: iso(midnight) };
    if (!refused) throw new Error("the loss limit never refused a spin");
    expectLimitReached(refused, "LOSS_LIMIT_REACHED", reached);
    expect(refused.json?.message).toMatch(/^You have reached your daily loss limit of 100 THB: play resumes at 00:00 on \d+ \w+$/);
    expect(limitOf(await saferPlay(s, token), "loss", "day")?.used).toBe(lost);

    const balance = await mainBalance(s, token);
    expectLimitReached(await money(s, calls.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: 101, amount: "10" }, token), "LOSS_LIMIT_REACHED", reached);
    expectLimitReached(await launch(s, token), "LOSS_LIMIT_REACHED", reached);
    expect(await mainBalance(s, token)).toBe(balance);
    await expectLedgerConsistent(s.db);

    await moveTo(s, midnight + MINUTE);
    token = await member(s);
    expect((await money(s, calls.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: 101, amount: "10" }, token)).json?.success).toBe(true);
    expect((await spin(s, await ticketOf(s, token), "50")).json?.success).toBe(true);
  });

  it("stop stakes at a wager limit: the sum of stakes, whatever was won", async () => {
    const at = MORNING;
    const s = await start(at);
    const token = await member(s);
    await setLimit(s, token, "wager", "day", "150");
    const ticket = await ticketOf(s, token);
    expect((await spin(s, ticket, "100")).json?.success).toBe(true);
    expect((await spin(s, ticket, "50")).json?.success).toBe(true);
    expectLimitReached(await spin(s, ticket, "1"), "WAGER_LIMIT_REACHED", { kind: "wager", period: "day", amount: 150, left: 0, resetsAt: iso(at + 14 * HOUR) });
    expect(limitOf(await saferPlay(s, token), "wager", "day")?.used).toBe(150);
    // Money back from a game wallet is no stake: a transfer into main stays open.
    const back = await money(s, calls.walletTransfer.path, { fromAccountTypeId: 101, toAccountTypeId: 0, amount: "1" }, token);
    expect(back.json?.errorCode).not.toBe("WAGER_LIMIT_REACHED");
    const thai = await money(s, calls.demoGameSpin.path, { ticket, stake: "1" }, undefined, undefined, "TH");
    expect(thai.json?.message).toMatch(/^คุณเดิมพันถึงวงเงินเดิมพันรายวันที่ตั้งไว้ \(150 บาท\) แล้ว เล่นต่อได้เวลา 00:00 น\. วันที่ \d+ \S+$/);
  });
});
