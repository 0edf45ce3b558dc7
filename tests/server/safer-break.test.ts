// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "../../contract";
import { calls } from "../../contract/calls";
import { saferPlaySchema, SaferPlayErrorCode, type TakeBreakRequest } from "../../contract/safer-play";
import type { ReferenceServer } from "../../server/app";
import { EN, get, login, makeServer, post, send, tokenFor, type Answer } from "./helpers";
import { launchTicket, money } from "./wallet-helpers";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const BANGKOK = 7 * HOUR;
/** Wednesday 5 March 2031, 10:00 in Bangkok. */
const MORNING = Date.UTC(2031, 2, 5, 10) - BANGKOK;
const iso = (ms: number) => new Date(ms).toISOString();
const TH = { headers: { Language: "TH" } };

let server: ReferenceServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
});

/** A server whose clock stands at `at` until the dev route moves it (only Date is faked). */
async function start(at: number): Promise<ReferenceServer> {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  server = await makeServer();
  return server;
}

const advance = async (s: ReferenceServer, advanceMs: number) => expect((await post(s, "/dev/clock", { advanceMs })).json?.success).toBe(true);
const demo = (s: ReferenceServer) => tokenFor(s, "demo", "Demo1234");
const takeBreak = (s: ReferenceServer, token: string, body: Partial<TakeBreakRequest>, lang = EN) => post(s, calls.takeBreak.path, body, { token, ...lang });

function expectRefused(answer: Answer, errorCode: string) {
  expect(answer.status, answer.text).toBe(200);
  expect(answer.json?.success, answer.text).toBe(false);
  expect(answer.json?.errorCode).toBe(errorCode);
}

function expectOnBreak(answer: Answer, value: { kind: string; until: string | null }) {
  expectRefused(answer, SaferPlayErrorCode.accountOnBreak);
  expect(answer.json?.value).toEqual(value);
}

async function memberInfo(s: ReferenceServer, token: string) {
  const answer = await get(s, calls.memberInfo.path, { token, ...EN });
  expect(answer.json?.success, answer.text).toBe(true);
  return answer.json?.value as { restricted?: { kind: string; until: string | null } | null; availablePromoCount?: number };
}

async function onBreakOf(s: ReferenceServer, token: string) {
  const answer = await get(s, calls.saferPlay.path, { token });
  expect(answer.json?.success, answer.text).toBe(true);
  return saferPlaySchema.parse(answer.json?.value).onBreak;
}

describe("taking a break asks for the login password", () => {
  it("refuses a break without it or with a wrong one, counting the wrong ones toward the re-authentication lock", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    expectRefused(await takeBreak(s, token, { kind: "timeOut", duration: "24h" }), ErrorCode.loginPasswordRequired);
    for (let i = 0; i < 4; i += 1) expectRefused(await takeBreak(s, token, { kind: "timeOut", duration: "24h", loginPassword: "wrong" }), ErrorCode.loginPasswordIncorrect);
    expectRefused(await takeBreak(s, token, { kind: "timeOut", duration: "24h", loginPassword: "wrong" }), ErrorCode.loginPasswordLocked);
    // Locked: the right password is refused too, and no break was taken.
    expectRefused(await takeBreak(s, token, { kind: "timeOut", duration: "24h", loginPassword: "Demo1234" }), ErrorCode.loginPasswordLocked);
    expect(await onBreakOf(s, token)).toBeNull();
  });

  it("refuses a duration that is not one of the kind's (INVALID_REQUEST)", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    const answer = await post(s, calls.takeBreak.path, { kind: "timeOut", duration: "6m", loginPassword: "Demo1234" }, { token, ...EN });
    expect(answer.status).toBe(400);
    expect(answer.json?.errorCode).toBe(ErrorCode.invalidRequest);
  });
});

describe("a time-out", () => {
  it("ends every session at once; a sign-in then opens a withdraw-only session with the end date", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    const taken = await takeBreak(s, token, { kind: "timeOut", duration: "24h", loginPassword: "Demo1234" });
    expect(taken.json?.success, taken.text).toBe(true);
    const until = iso(MORNING + DAY);
    expect(taken.json?.value).toEqual({ kind: "timeOut", until });
    // The session that asked for it has ended.
    expect((await get(s, calls.memberInfo.path, { token })).status).toBe(401);

    const signIn = await login(s, { username: "demo", password: "Demo1234" });
    expect(signIn.json?.success, signIn.text).toBe(true);
    expect((signIn.json?.value as { restricted: unknown }).restricted).toEqual({ kind: "timeOut", until });
    const session = (signIn.json?.value as { token: string }).token;

    // Open: member info (with the break, and no promotion to show), balance, withdraw page, records, safer play.
    const info = await memberInfo(s, session);
    expect(info.restricted).toEqual({ kind: "timeOut", until });
    expect(info.availablePromoCount).toBe(0);
    for (const path of [`${calls.balance.path}?typeId=0`, calls.withdrawInfo.path, calls.withdrawals.path, calls.transactionHistory.path, calls.deposits.path]) {
      const answer = await get(s, path, { token: session, ...EN });
      expect(answer.json?.errorCode, `${path}: ${answer.text}`).not.toBe(SaferPlayErrorCode.accountOnBreak);
    }
    expect(await onBreakOf(s, session)).toEqual({ kind: "timeOut", until });

    // Refused: deposits, promotions, red envelopes, the lucky wheel, missions, messages, game launches and favourites.
    expectOnBreak(await money(s, calls.depositRequest.path, { channelId: "bank", amount: "100" }, session), { kind: "timeOut", until });
    for (const [method, path] of [
      ["POST", calls.applyPromotion.path],
      ["POST", calls.joinPromotion.path],
      ["POST", calls.grabRedEnvelope.path],
      ["POST", calls.wheelSpin.path],
      ["GET", calls.wheelStatus.path],
      ["POST", calls.missionClaim.path],
      ["GET", calls.rewardCentre.path],
      ["GET", calls.messageList.path],
      ["GET", calls.launchFb.path],
      ["GET", calls.favouriteList.path],
    ] as const) {
      expectOnBreak(await send(s, method, path, { token: session, ...(method === "POST" ? { body: {} } : {}), ...EN }), { kind: "timeOut", until });
    }
    // The message says until when, in the player's language and date format (Thai: Buddhist year).
    const en = await money(s, calls.depositRequest.path, { channelId: "bank", amount: "100" }, session, undefined, "EN");
    expect(en.json?.message).toContain("until 10:00 on 6 Mar 2031");
    const th = await money(s, calls.depositRequest.path, { channelId: "bank", amount: "100" }, session, undefined, "TH");
    expect(th.json?.message).toContain("10:00 น. วันที่ 6 มี.ค. 2574");

    // A stake through a game ticket is refused where the stake is decided.
    const ticket = await launchTicket(s, (signIn.json?.value as { id: number }).id);
    expectOnBreak(await money(s, calls.demoGameSpin.path, { ticket, stake: "10" }, undefined), { kind: "timeOut", until });

    // No popup or promotion reaches the account through the announcements either.
    const announcements = await get(s, calls.announcements.path, { token: session, ...EN });
    expect(announcements.json?.success, announcements.text).toBe(true);
    expect((announcements.json?.value as { popup: unknown[]; promotion: unknown[] }).popup).toEqual([]);
    expect((announcements.json?.value as { popup: unknown[]; promotion: unknown[] }).promotion).toEqual([]);

    // Signing out stays open.
    const out = await send(s, "DELETE", calls.logout.path, { token: session });
    expect(out.json?.success, out.text).toBe(true);
  });

  it("ends by itself when the server's clock passes its end", async () => {
    const s = await start(MORNING);
    expect((await takeBreak(s, await demo(s), { kind: "timeOut", duration: "24h", loginPassword: "Demo1234" })).json?.success).toBe(true);
    await advance(s, DAY - 60_000);
    expect((await memberInfo(s, await demo(s))).restricted).toEqual({ kind: "timeOut", until: iso(MORNING + DAY) });
    await advance(s, 60_000);
    // Sessions last at most 12 hours: a fresh sign-in.
    const token = await demo(s);
    expect((await memberInfo(s, token)).restricted).toBeNull();
    expect(await onBreakOf(s, token)).toBeNull();
    const deposit = await money(s, calls.depositRequest.path, { channelId: "bank", amount: "100" }, token);
    expect(deposit.json?.success, deposit.text).toBe(true);
  });

  it("lasts 7 or 30 days as asked", async () => {
    const s = await start(MORNING);
    const week = await takeBreak(s, await demo(s), { kind: "timeOut", duration: "7d", loginPassword: "Demo1234" });
    expect(week.json?.value).toEqual({ kind: "timeOut", until: iso(MORNING + 7 * DAY) });
    const month = await takeBreak(s, await demo(s), { kind: "timeOut", duration: "30d", loginPassword: "Demo1234" });
    expect(month.json?.value).toEqual({ kind: "timeOut", until: iso(MORNING + 30 * DAY) });
  });
});

describe("a self-exclusion", () => {
  it("cannot be shortened by a later call, only lengthened, and does not end with a time-out's day", async () => {
    const s = await start(MORNING);
    const taken = await takeBreak(s, await demo(s), { kind: "selfExclusion", duration: "6m", loginPassword: "Demo1234" });
    const sixMonths = iso(Date.UTC(2031, 8, 5, 10) - BANGKOK);
    expect(taken.json?.value).toEqual({ kind: "selfExclusion", until: sixMonths });

    const token = await demo(s);
    const shorter = await takeBreak(s, token, { kind: "timeOut", duration: "30d", loginPassword: "Demo1234" });
    expectRefused(shorter, SaferPlayErrorCode.breakCannotShorten);
    expect(shorter.json?.value).toEqual({ kind: "selfExclusion", until: sixMonths });
    expect(await onBreakOf(s, token)).toEqual({ kind: "selfExclusion", until: sixMonths });

    const longer = await takeBreak(s, token, { kind: "selfExclusion", duration: "1y", loginPassword: "Demo1234" });
    const oneYear = iso(Date.UTC(2032, 2, 5, 10) - BANGKOK);
    expect(longer.json?.value).toEqual({ kind: "selfExclusion", until: oneYear });

    await advance(s, 2 * DAY);
    expect((await memberInfo(s, await demo(s))).restricted).toEqual({ kind: "selfExclusion", until: oneYear });
  });

  it("ends on the last day of a shorter month: 6 months from 31 August is 28 February", async () => {
    const at = Date.UTC(2032, 7, 31, 10) - BANGKOK;
    const s = await start(at);
    const taken = await takeBreak(s, await demo(s), { kind: "selfExclusion", duration: "6m", loginPassword: "Demo1234" });
    expect(taken.json?.value).toEqual({ kind: "selfExclusion", until: iso(Date.UTC(2033, 1, 28, 10) - BANGKOK) });
  });

  it("for good: no end date, a message that says so, and nothing can replace it", async () => {
    const s = await start(MORNING);
    const taken = await takeBreak(s, await demo(s), { kind: "selfExclusion", duration: "permanent", loginPassword: "Demo1234" });
    expect(taken.json?.value).toEqual({ kind: "selfExclusion", until: null });
    const token = await demo(s);
    expectRefused(await takeBreak(s, token, { kind: "selfExclusion", duration: "5y", loginPassword: "Demo1234" }), SaferPlayErrorCode.breakCannotShorten);
    const refused = await money(s, calls.depositRequest.path, { channelId: "bank", amount: "100" }, token);
    expectOnBreak(refused, { kind: "selfExclusion", until: null });
    expect(refused.json?.message).toContain("permanently");
    const th = await get(s, calls.messageList.path, { token, ...TH });
    expect(th.json?.message).toContain("อย่างถาวร");
  });
});
