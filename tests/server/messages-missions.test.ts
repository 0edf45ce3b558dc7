// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, postEncrypted, send, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { approve, launchTicket, mainBalance, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
beforeEach(async () => {
  server = await makeServer();
});
afterEach(async () => {
  await server.close();
});

const EN = { Language: "EN" };
const DAY = 24 * 60 * 60_000;
const demo = () => tokenFor(server, "demo", "Demo1234");
const list = async (token: string, pageNo: number | string = 1) => get(server, `${calls.messageList.path}?pageNo=${pageNo}`, { token, headers: EN });
const page = async (token: string, pageNo = 1) => calls.messageList.value.parse((await list(token, pageNo)).json?.value);
const unread = async (token: string) => calls.unreadCount.value.parse((await get(server, calls.unreadCount.path, { token })).json?.value).count;
const open = (token: string, id: string) => post(server, calls.messageRead.path, { id }, { token, headers: EN });
const remove = (token: string, id: string) => send(server, "DELETE", calls.messageDelete.path, { token, body: { id }, headers: EN });
const summary = async (token: string) => calls.missionSummary.value.parse((await get(server, calls.missionSummary.path, { token })).json?.value);
const claim = (token: string, missionId: string, periodStart: number, key = newKey()) => money(server, calls.missionClaim.path, { missionId, periodStart }, token, key);
const trialToken = async () => calls.freePlay.value.parse((await postEncrypted(server, calls.freePlay.path, { os: "Windows", platform: "W" }, { headers: { "X-Gateway-Version": "3", ...EN } })).json?.value).token;

describe("inbox", () => {
  it("pages demo's 12 seeded messages 10 at a time, the 3 unread first, with opaque ids", async () => {
    const token = await demo();
    const first = await page(token);
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 12, unread: 3 });
    expect(first.content).toHaveLength(10);
    expect(first.content.map((m) => m.read)).toEqual([false, false, false, true, true, true, true, true, true, true]);
    // Unread newest first: maintenance (March), deposit bonus (February), welcome (January).
    expect(first.content.slice(0, 3).map((m) => m.title)).toEqual(["Maintenance", "Deposit bonus", "Welcome"]);
    // In Thai (the default language) the same messages in Thai.
    const thai = calls.messageList.value.parse((await get(server, `${calls.messageList.path}?pageNo=1`, { token })).json?.value);
    expect(thai.content.slice(0, 3).map((m) => m.title)).toEqual(["ปรับปรุงระบบ", "โบนัสเงินฝาก", "ยินดีต้อนรับ"]);
    for (const m of first.content) expect(m.id).toMatch(/^[0-9a-f]{24}$/);
    const second = await page(token, 2);
    expect(second.content).toHaveLength(2);
    expect(new Set([...first.content, ...second.content].map((m) => m.id)).size).toBe(12);
    // A page past the end answers the last page.
    expect((await page(token, 9)).pageNum).toBe(2);
  });

  it("opening a message marks it read: the unread count drops once", async () => {
    const token = await demo();
    expect(await unread(token)).toBe(3);
    const target = (await page(token)).content[0];
    const opened = calls.messageRead.value.parse((await open(token, target!.id)).json?.value);
    expect(opened).toMatchObject({ id: target!.id, title: "Maintenance", body: "Scheduled maintenance on Sunday.", read: true });
    expect(await unread(token)).toBe(2);
    await open(token, target!.id);
    expect(await unread(token)).toBe(2);
    expect((await page(token)).content.slice(0, 2).map((m) => m.read)).toEqual([false, false]);
  });

  it("another member's message is not found, like a made-up id, and stays unread", async () => {
    const player = await tokenFor(server, "player1", "Player123");
    const theirs = (await page(player)).content[0]!;
    const token = await demo();
    const foreign = await open(token, theirs.id);
    const madeUp = await open(token, "0123456789abcdef01234567");
    expect(foreign.status).toBe(404);
    expect(foreign.json).toMatchObject({ success: false, errorCode: "MESSAGE_NOT_FOUND", message: "Message not found" });
    expect(madeUp.json).toEqual(foreign.json);
    expect(foreign.text).not.toContain(theirs.title);
    expect((await remove(token, theirs.id)).status).toBe(404);
    expect(await unread(player)).toBe(1);
    expect((await page(player)).total).toBe(1);
  });

  it("deletes a message once; mark all read clears the count", async () => {
    const token = await demo();
    const target = (await page(token)).content[4]!;
    expect((await remove(token, target.id)).json?.success).toBe(true);
    expect((await remove(token, target.id)).json?.errorCode).toBe("MESSAGE_NOT_FOUND");
    expect((await page(token)).total).toBe(11);
    const all = calls.messageReadAll.value.parse((await post(server, calls.messageReadAll.path, undefined, { token })).json?.value);
    expect(all).toEqual({ marked: 3 });
    expect(await unread(token)).toBe(0);
  });

  it("refuses bad page numbers and malformed ids", async () => {
    const token = await demo();
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      const answer = await list(token, bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.json?.errorCode).toBe("INVALID_REQUEST");
    }
    expect((await open(token, "<script>")).json?.errorCode).toBe("INVALID_REQUEST");
  });

  it("needs a session; a trial account has no inbox", async () => {
    expect((await get(server, calls.messageList.path)).status).toBe(401);
    const trial = await trialToken();
    const answer = await list(trial);
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ errorCode: "REAL_ACCOUNT_REQUIRED", message: "A real account is needed for this" });
  });
});

describe("missions", () => {
  it("counts the login of today: the daily login is done, the weekly one in progress, bets not started", async () => {
    const token = await demo();
    const { daily, weekly } = await summary(token);
    expect(daily.periodEnd - daily.periodStart).toBe(DAY);
    expect(weekly.periodEnd - weekly.periodStart).toBe(7 * DAY);
    // Days start at Bangkok midnight (17:00 UTC), weeks on a Bangkok Monday.
    expect(new Date(daily.periodStart).getUTCHours()).toBe(17);
    expect(new Date(weekly.periodStart + 7 * 60 * 60_000).getUTCDay()).toBe(1);
    expect(daily.missions.find((m) => m.id === "daily-login")).toEqual({ id: "daily-login", period: "daily", kind: "login", progress: 1, target: 1, reward: 5, status: "done" });
    expect(daily.missions.find((m) => m.id === "daily-bet")).toMatchObject({ progress: 0, target: 500, reward: 20, status: "inProgress" });
    expect(weekly.missions.find((m) => m.id === "weekly-login")).toMatchObject({ progress: 1, target: 3, status: "inProgress" });
  });

  it("pays a done mission's reward once through the ledger; a repeat, another key or an early claim is refused", async () => {
    const token = await demo();
    const { daily } = await summary(token);
    const before = await mainBalance(server, token);
    const early = await claim(token, "daily-bet", daily.periodStart);
    expect(early.json).toMatchObject({ success: false, errorCode: "MISSION_NOT_DONE", message: "The mission is not completed yet" });
    const key = newKey();
    const paid = calls.missionClaim.value.parse((await claim(token, "daily-login", daily.periodStart, key)).json?.value);
    expect(paid).toMatchObject({ missionId: "daily-login", reward: 5 });
    expect(await mainBalance(server, token)).toBe(before + 5);
    // The same key answers the stored answer; a new key is refused.
    expect((await claim(token, "daily-login", daily.periodStart, key)).json?.value).toEqual(paid);
    const again = await claim(token, "daily-login", daily.periodStart);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ errorCode: "MISSION_ALREADY_CLAIMED", message: "The reward of this mission was already claimed" });
    expect(await mainBalance(server, token)).toBe(before + 5);
    expect((await summary(token)).daily.missions.find((m) => m.id === "daily-login")?.status).toBe("claimed");
    const bonus = await server.db.execute({ sql: "SELECT COUNT(*) AS n FROM ledger_transactions WHERE member_id = 1001 AND kind = 'bonus' AND ref = ?", args: [paid.transactionId] });
    expect(Number(bonus.rows[0]?.n)).toBe(1);
    await expectLedgerConsistent(server.db);
  });

  it("twenty parallel claims with different keys pay once", async () => {
    const token = await demo();
    const { daily } = await summary(token);
    const before = await mainBalance(server, token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(token, "daily-login", daily.periodStart)));
    expect(answers.filter((a) => a.json?.success)).toHaveLength(1);
    expect(answers.filter((a) => a.json?.errorCode === "MISSION_ALREADY_CLAIMED")).toHaveLength(19);
    expect(await mainBalance(server, token)).toBe(before + 5);
    await expectLedgerConsistent(server.db);
  });

  it("counts bets from the ledger: 500.00 staked today completes the daily bet mission", async () => {
    const token = await demo();
    // demo's seeded month has bets earlier this week (none today): the weekly mission counts on from them.
    const weekBefore = (await summary(token)).weekly.missions.find((m) => m.id === "weekly-bet")!.progress;
    const ticket = await launchTicket(server, 1001);
    for (let i = 0; i < 2; i += 1) {
      const spin = await money(server, calls.demoGameSpin.path, { ticket, stake: "250" }, undefined);
      expect(spin.json?.success).toBe(true);
    }
    const { daily, weekly } = await summary(token);
    expect(daily.missions.find((m) => m.id === "daily-bet")).toMatchObject({ progress: 500, status: "done" });
    expect(weekly.missions.find((m) => m.id === "weekly-bet")).toMatchObject({ progress: weekBefore + 500, status: "inProgress" });
    expect((await claim(token, "daily-bet", daily.periodStart)).json?.value).toMatchObject({ reward: 20 });
  });

  it("counts approved deposits, not pending or rejected ones", async () => {
    const token = await demo();
    const deposit = async (amount: string) => ((await money(server, calls.depositRequest.path, { channelId: "bank", amount }, token)).json?.value as { id: number }).id;
    const first = await deposit("100");
    expect((await summary(token)).daily.missions.find((m) => m.id === "daily-deposit")).toMatchObject({ progress: 0, status: "inProgress" });
    const rejected = await deposit("200");
    expect((await approve(server, "deposits", rejected, "reject")).json?.success).toBe(true);
    expect((await approve(server, "deposits", first)).json?.success).toBe(true);
    const { daily, weekly } = await summary(token);
    expect(daily.missions.find((m) => m.id === "daily-deposit")).toMatchObject({ progress: 100, target: 100, status: "done" });
    expect(weekly.missions.find((m) => m.id === "weekly-deposit")).toMatchObject({ progress: 100, target: 1000, status: "inProgress" });
  });

  it("the clock closes the day: a claim naming yesterday's period is refused and the period is recorded", async () => {
    const token = await demo();
    const { daily } = await summary(token);
    await server.clock.advance(DAY);
    // The session idled out meanwhile: log in again (which is today's login).
    const later = await demo();
    const late = await claim(later, "daily-login", daily.periodStart);
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ errorCode: "MISSION_CLOSED", message: "This mission period has ended" });
    const closed = await server.db.execute({ sql: "SELECT claims FROM mission_periods WHERE period = 'daily' AND period_start = ?", args: [daily.periodStart] });
    expect(closed.rows).toHaveLength(1);
    expect((await claim(later, "no-such-mission", daily.periodStart)).json?.errorCode).toBe("MISSION_NOT_FOUND");
    expect((await claim(later, "daily-login", daily.periodStart + DAY + 1)).json?.errorCode).toBe("INVALID_REQUEST");
    // Today's login mission is a new one, open to claim.
    const today = (await summary(later)).daily;
    expect(today.periodStart).toBe(daily.periodStart + DAY);
    expect((await claim(later, "daily-login", today.periodStart)).json?.success).toBe(true);
  });

  it("ranks members by missions claimed with masked names, and shows the caller's row", async () => {
    const token = await demo();
    const before = calls.missionLeaderboard.value.parse((await get(server, calls.missionLeaderboard.path, { token })).json?.value);
    expect(before.entries).toEqual([
      { rank: 1, name: "ne***ie", completed: 3, reward: 40 },
      { rank: 2, name: "ex***ed", completed: 1, reward: 5 },
    ]);
    expect(before.me).toBeNull();
    await claim(token, "daily-login", (await summary(token)).daily.periodStart);
    const after = calls.missionLeaderboard.value.parse((await get(server, calls.missionLeaderboard.path, { token })).json?.value);
    expect(after.me).toEqual({ rank: 3, name: "d***", completed: 1, reward: 5 });
  });

  it("a trial account has no missions", async () => {
    const trial = await trialToken();
    expect((await get(server, calls.missionSummary.path, { token: trial, headers: EN })).json?.errorCode).toBe("REAL_ACCOUNT_REQUIRED");
    expect((await claim(trial, "daily-login", 0)).json?.errorCode).toBe("REAL_ACCOUNT_REQUIRED");
  });
});
