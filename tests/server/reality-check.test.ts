// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { calls } from "../../contract/calls";
import { realityCheckSchema, type RealityCheck } from "../../contract/reality-check";
import type { ReferenceServer } from "../../server/app";
import { createTrialMember } from "../../server/store/trials";
import { EN, get, makeServer, post, tokenFor } from "./helpers";
import { money } from "./wallet-helpers";

const MINUTE = 60_000;
/** Wednesday 5 March 2031, 10:00 in Bangkok (UTC+7). */
const MORNING = Date.UTC(2031, 2, 5, 3);

let server: ReferenceServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.useRealTimers();
});

/** A server whose clock stands at `at` (only Date is faked) until the dev route moves it. */
async function start(at: number): Promise<ReferenceServer> {
  vi.useFakeTimers({ toFake: ["Date"], now: at });
  server = await makeServer();
  return server;
}

const iso = (ms: number) => new Date(ms).toISOString();
const advance = async (s: ReferenceServer, advanceMs: number) => expect((await post(s, "/dev/clock", { advanceMs })).json?.success).toBe(true);
const demo = (s: ReferenceServer) => tokenFor(s, "demo", "Demo1234");

function parsed(answer: Awaited<ReturnType<typeof get>>): RealityCheck {
  expect(answer.json?.success, answer.text).toBe(true);
  return realityCheckSchema.parse(answer.json?.value);
}

const check = async (s: ReferenceServer, token: string) => parsed(await get(s, calls.realityCheck.path, { token }));
const chooseInterval = async (s: ReferenceServer, token: string, intervalMinutes: number) => parsed(await post(s, calls.setRealityCheck.path, { intervalMinutes }, { token }));
const ack = async (s: ReferenceServer, token: string, checkNumber: number) => parsed(await post(s, calls.ackRealityCheck.path, { checkNumber }, { token }));

async function ticketOf(s: ReferenceServer, token: string): Promise<string> {
  const launched = await get(s, `${calls.launchGame.path}?nodeId=1`, { token, ...EN });
  expect(launched.json?.success, launched.text).toBe(true);
  return new URL((launched.json?.value as { content: { game_url: string } }).content.game_url).searchParams.get("ticket") ?? "";
}

describe("the reality check", () => {
  it("comes every 60 minutes of the session by default, from sign-in, with the server's clock", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    const first = await check(s, token);
    expect(first).toEqual({ intervalMinutes: 60, sessionStartedAt: iso(MORNING), now: iso(MORNING), netSinceSignIn: 0, nextAt: iso(MORNING + 60 * MINUTE), checkNumber: 1 });
    await advance(s, 59 * MINUTE);
    expect(await check(s, token)).toMatchObject({ now: iso(MORNING + 59 * MINUTE), nextAt: iso(MORNING + 60 * MINUTE), checkNumber: 1 });
  });

  it("is due once its time has come, and does not come again for that interval once acknowledged (a reload asks again)", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    expect((await chooseInterval(s, token, 15)).nextAt).toBe(iso(MORNING + 15 * MINUTE));
    await advance(s, 15 * MINUTE);
    // Due: its time is the server's now.
    expect(await check(s, token)).toMatchObject({ now: iso(MORNING + 15 * MINUTE), nextAt: iso(MORNING + 15 * MINUTE), checkNumber: 1 });
    // Still due until acknowledged, whatever reloads ask.
    expect((await check(s, token)).checkNumber).toBe(1);
    expect(await ack(s, token, 1)).toMatchObject({ nextAt: iso(MORNING + 30 * MINUTE), checkNumber: 2 });
    expect(await check(s, token)).toMatchObject({ nextAt: iso(MORNING + 30 * MINUTE), checkNumber: 2 });
  });

  it("after a long absence shows only the latest check that passed", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    await chooseInterval(s, token, 15);
    await advance(s, 50 * MINUTE);
    expect(await check(s, token)).toMatchObject({ nextAt: iso(MORNING + 45 * MINUTE), checkNumber: 3 });
    expect(await ack(s, token, 3)).toMatchObject({ nextAt: iso(MORNING + 60 * MINUTE), checkNumber: 4 });
  });

  it("cannot acknowledge a check that has not come yet", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    await chooseInterval(s, token, 15);
    await advance(s, 10 * MINUTE);
    expect(await ack(s, token, 5)).toMatchObject({ nextAt: iso(MORNING + 15 * MINUTE), checkNumber: 1 });
  });

  it("counts a new interval from sign-in, with the checks already passed treated as seen; off has no check", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    await advance(s, 40 * MINUTE);
    // At 40 minutes, 15 means 45 (the checks at 15 and 30 are not shown late).
    expect(await chooseInterval(s, token, 15)).toMatchObject({ intervalMinutes: 15, nextAt: iso(MORNING + 45 * MINUTE), checkNumber: 3 });
    expect(await chooseInterval(s, token, 0)).toMatchObject({ intervalMinutes: 0, nextAt: null, checkNumber: null });
    await advance(s, 90 * MINUTE);
    expect(await check(s, token)).toMatchObject({ intervalMinutes: 0, nextAt: null, checkNumber: null });
  });

  it("keeps the member's interval for the next session, which starts its own count", async () => {
    const s = await start(MORNING);
    await chooseInterval(s, await demo(s), 30);
    await advance(s, 2 * 60 * MINUTE);
    const token = await demo(s);
    expect(await check(s, token)).toEqual(expect.objectContaining({ intervalMinutes: 30, sessionStartedAt: iso(MORNING + 120 * MINUTE), nextAt: iso(MORNING + 150 * MINUTE), checkNumber: 1 }));
  });

  it("answers the net result since sign-in: wins minus stakes of this session only", async () => {
    const s = await start(MORNING);
    let token = await demo(s);
    const spin = async (stake: string) => {
      const answer = await money(s, calls.demoGameSpin.path, { ticket: await ticketOf(s, token), stake }, undefined);
      expect(answer.json?.success, answer.text).toBe(true);
      return answer.json?.value as { stake: number; payout: number };
    };
    await spin("10.00");
    await advance(s, MINUTE);
    // A new sign-in starts a new session: the spin before it does not count.
    token = await demo(s);
    const rounds = [await spin("10.00"), await spin("100.00"), await spin("1.00")];
    const net = rounds.reduce((sum, r) => sum + r.payout - r.stake, 0);
    expect((await check(s, token)).netSinceSignIn).toBeCloseTo(net, 2);
  });

  it("refuses an interval that is not offered, and a trial account", async () => {
    const s = await start(MORNING);
    const token = await demo(s);
    const refused = await post(s, calls.setRealityCheck.path, { intervalMinutes: 45 }, { token });
    expect(refused.status).toBe(400);
    expect(refused.json?.errorCode).toBe("INVALID_REQUEST");
    const trial = await createTrialMember(s.db, s.clock.now());
    const trialAnswer = await get(s, calls.realityCheck.path, { token: trial.token, ...EN });
    expect(trialAnswer.status).toBe(403);
    expect(trialAnswer.json?.errorCode).toBe("TRIAL_NOT_ALLOWED");
  });
});
