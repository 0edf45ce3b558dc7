// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode, type ClaimRebateAnswer, type RebateInfo, type ReferralInfo } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { cookieOf, EN, get, humanProof, makeServer, post, putEncrypted, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { createTrialMember } from "../../server/store/trials";
import { mainBalance, money, newKey } from "./wallet-helpers";

/** Spec section 9, percent: lottery 1, e-lottery 1, card games -, fishing 1, slots 1.2, live 0.8, sports 1, e-sports 1. */
const SPEC_RATES: Record<string, number | null> = { LOTT: 1, ELOTT: 1, PVP: null, FISH: 1, RNG: 1.2, LIVE: 0.8, SPORTS: 1, ESPORTS: 1 };
/**
 * demo's unrebated bets per category, in baht: one per category on 20 September (server/referral/seed-data.ts), plus
 * the card-game rounds of demo's seeded month (two of 200.00, server/wallet/demo-history.ts), which that month's
 * claim left unrebated as a claim does: card games have no rate.
 */
const SEEDED: Record<string, number> = { LOTT: 100, ELOTT: 50, PVP: 150 + 400, FISH: 123.45, RNG: 500, LIVE: 300, SPORTS: 200, ESPORTS: 80 };
/** The claim of demo's seeded month (server/wallet/demo-history.ts). */
const SEEDED_CLAIM = "rb_seed_demo_month_01";
const floorSatang = (baht: number) => Math.floor(Math.round(baht * 100 * 1000) / 1000) / 100;
const due = (category: string, bets: number) => (SPEC_RATES[category] === null ? 0 : floorSatang((bets * SPEC_RATES[category]!) / 100));
const SEEDED_TOTAL = Object.entries(SEEDED).reduce((sum, [c, bets]) => sum + due(c, bets), 0);

let server: ReferenceServer;
let demo: string;
beforeAll(async () => {
  server = await makeServer();
  demo = await tokenFor(server, "demo", "Demo1234");
});
afterAll(async () => {
  await server.close();
});

/** Back to the seed (which ends every session): demo signs in again. */
async function reset() {
  expect((await post(server, "/dev/reset", {})).json?.success).toBe(true);
  demo = await tokenFor(server, "demo", "Demo1234");
}
const rebateInfo = async (token?: string) => (await get(server, calls.rebateInfo.path, { token: token ?? demo })).json?.value as RebateInfo;
/** The claim count the rebate page shows (a claim names it): demo's seeded month made one already. */
const version = async (token?: string) => (await rebateInfo(token)).version;
const claim = (version: number, key: string | null = newKey(), token?: string, lang = "EN") => money(server, calls.claimRebate.path, { version }, token ?? demo, key, lang);

describe("referral", () => {
  it("gives demo its code and the seeded friends, masked, newest first, active once they played", async () => {
    const answer = await get(server, `${calls.referralInfo.path}?pageNo=1`, { token: demo });
    const info = calls.referralInfo.value.parse(answer.json?.value) as ReferralInfo;
    expect(info.code).toBe("DEMO2024");
    expect(info.invitedCount).toBe(4);
    expect(info.activeCount).toBe(2);
    expect(info.invitees.content).toEqual([
      { username: "pl****5", regDate: "2024-09-05T14:00:00Z", status: "active" },
      { username: "pl****3", regDate: "2024-07-15T11:00:00Z", status: "active" },
      { username: "ne***e", regDate: "2024-05-01T12:00:00Z", status: "registered" },
      { username: "pl****2", regDate: "2024-03-05T08:15:00Z", status: "registered" },
    ]);
  });

  it("makes a random code on first use that never changes, and a registration with it counts as invited", async () => {
    const token = await tokenFor(server, "mobileuser", "Mobile123");
    const first = (await get(server, calls.referralInfo.path, { token })).json?.value as ReferralInfo;
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.invitedCount).toBe(0);
    expect(((await get(server, calls.referralInfo.path, { token })).json?.value as ReferralInfo).code).toBe(first.code);
    await server.db.execute({ sql: "UPDATE members SET referral_code = ? WHERE username = 'player1'", args: [first.code.toLowerCase()] });
    const after = (await get(server, calls.referralInfo.path, { token })).json?.value as ReferralInfo;
    expect(after.invitees.content.map((i) => i.username)).toEqual(["pl****1"]);
  });

  it("a registration from demo's link (its referralCode) is listed as demo's newest invitee", async () => {
    await reset();
    const image = await get(server, calls.captcha.path);
    const cookie = cookieOf(image.headers) ?? "";
    const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
    const registered = await putEncrypted(
      server,
      calls.register.path,
      {
        captcha: answer,
        username: "invited01",
        password: "Secret123",
        confirmPassword: "Secret123",
        payeeName: "สมชาย ใจดี",
        mobileNum: "0869990001",
        email: "invited01@example.com",
        referralCode: "DEMO2024",
        countryDialingCode: "+66",
        domain: "localhost",
        login: true,
        registerUrl: "http://localhost/register?referralCode=DEMO2024",
        registerMethod: "WEB",
        humanVerification: await humanProof(server),
      },
      { ...EN, cookie },
    );
    expect(registered.json?.success, registered.text).toBe(true);
    const info = (await get(server, calls.referralInfo.path, { token: demo })).json?.value as ReferralInfo;
    expect(info.invitedCount).toBe(5);
    expect(info.invitees.content[0]).toMatchObject({ username: "in******1", status: "registered" });
  });

  it("refuses a bad page number, a visitor and a trial account", async () => {
    expect((await get(server, `${calls.referralInfo.path}?pageNo=0`, { token: demo })).json?.errorCode).toBe(ErrorCode.invalidRequest);
    expect((await get(server, `${calls.referralInfo.path}?pageNo=abc`, { token: demo })).json?.errorCode).toBe(ErrorCode.invalidRequest);
    expect((await get(server, calls.referralInfo.path)).json?.success).toBe(false);
    const trialToken = (await createTrialMember(server.db, server.clock.now())).token;
    const refused = await get(server, calls.referralInfo.path, { token: trialToken, headers: { Language: "EN" } });
    expect(refused.json?.errorCode).toBe(ErrorCode.trialNotAllowed);
    expect(refused.json?.message).toBe("A real account is needed for this");
  });
});

describe("manual rebate", () => {
  it("shows what is due per category at the spec's rates from demo's seeded bets; card games have none", async () => {
    await reset();
    const info = await rebateInfo();
    expect(info.categories.map((c) => c.category)).toEqual(["LOTT", "ELOTT", "PVP", "FISH", "RNG", "LIVE", "SPORTS", "ESPORTS"]);
    for (const row of info.categories) {
      expect(row.rate, row.category).toBe(SPEC_RATES[row.category]);
      expect(row.validBet, row.category).toBe(SEEDED[row.category]);
      expect(row.rebate, row.category).toBe(due(row.category, SEEDED[row.category]!));
    }
    expect(info.total).toBeCloseTo(13.93, 10);
    expect(info.total).toBeCloseTo(SEEDED_TOTAL, 10);
    expect(info.version).toBe(1);
    expect(info.history).toEqual([{ id: SEEDED_CLAIM, time: expect.any(String), amount: expect.any(Number), betCount: expect.any(Number) }]);
  });

  it("pays once through the ledger as a bonus; a second claim is refused with its message; nothing due after", async () => {
    await reset();
    const before = await mainBalance(server, demo);
    const seen = await version();
    const first = await claim(seen);
    expect(first.json?.success, first.text).toBe(true);
    const answer = first.json?.value as ClaimRebateAnswer;
    expect(answer.amount).toBeCloseTo(13.93, 10);
    expect(answer.betCount).toBe(7);
    expect(answer.balanceAfter).toBeCloseTo(before + 13.93, 10);
    expect(await mainBalance(server, demo)).toBeCloseTo(before + 13.93, 10);

    const again = await claim(seen, newKey(), undefined, "TH");
    expect(again.json?.errorCode).toBe(ErrorCode.rebateAlreadyClaimed);
    expect(again.json?.message).toBe("รับเงินคืนรายการนี้ไปแล้ว หน้านี้แสดงยอดที่รับได้ล่าสุด");
    const nothing = await claim(seen + 1);
    expect(nothing.json?.errorCode).toBe(ErrorCode.rebateNothingDue);
    expect(nothing.json?.message).toBe("There is no rebate to claim");

    const info = await rebateInfo();
    expect(info.total).toBe(0);
    expect(info.version).toBe(seen + 1);
    expect(info.history[0]).toEqual({ id: answer.id, time: expect.any(String), amount: answer.amount, betCount: 7 });
    expect(info.history.map((h) => h.id)).toEqual([answer.id, SEEDED_CLAIM]);
    // Card games stay unrebated: they have no rebate.
    expect(info.categories.find((c) => c.category === "PVP")).toEqual({ category: "PVP", rate: null, validBet: SEEDED.PVP, rebate: 0 });

    const bonus = await get(server, calls.bonusDetails.path, { token: demo, headers: { Language: "EN" } });
    expect((bonus.json?.value as { content: unknown[] }).content[0]).toMatchObject({ kind: "bonus", amount: 13.93, memo: "Manual rebate" });
    const bonusTh = await get(server, calls.bonusDetails.path, { token: demo, headers: { Language: "TH" } });
    expect((bonusTh.json?.value as { content: unknown[] }).content[0]).toMatchObject({ memo: "คืนยอดเสียด้วยตนเอง" });
    expect(await mainBalance(server, demo)).toBeCloseTo(before + 13.93, 10);
    await expectLedgerConsistent(server.db);
  });

  it("the same key answers the same claim again without paying twice", async () => {
    await reset();
    const before = await mainBalance(server, demo);
    const key = newKey();
    const seen = await version();
    const first = await claim(seen, key);
    const repeat = await claim(seen, key);
    expect(repeat.json?.value).toEqual(first.json?.value);
    expect(await mainBalance(server, demo)).toBeCloseTo(before + 13.93, 10);
  });

  it("with nothing due refuses with its message and moves no money", async () => {
    await reset();
    const token = await tokenFor(server, "mobileuser", "Mobile123");
    const before = await mainBalance(server, token);
    const refused = await claim(0, newKey(), token);
    expect(refused.json?.errorCode).toBe(ErrorCode.rebateNothingDue);
    expect(await mainBalance(server, token)).toBe(before);
  });

  it("a new bet after a claim is due again, at its category's rate", async () => {
    await reset();
    expect((await claim(await version())).json?.success).toBe(true);
    await server.db.batch(
      [
        "INSERT INTO bet_records (id, member_id, game_code, vendor, stake_minor, payout_minor, reels, created_at) VALUES (99001, 1001, 'PG_0002', 'PG', 3333, 0, '-', 1)",
      ],
      "write",
    );
    const info = await rebateInfo();
    expect(info.categories.find((c) => c.category === "RNG")?.rebate).toBe(floorSatang((33.33 * 1.2) / 100));
    expect(info.total).toBe(0.39);
  });

  it("two dozen parallel claims, half with one key: money moves exactly once, every other claim is refused", async () => {
    await reset();
    const before = await mainBalance(server, demo);
    const shared = newKey();
    const seen = await version();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => claim(seen, i % 2 === 0 ? shared : newKey())));
    const paid = answers.filter((a) => a.json?.success).map((a) => (a.json?.value as ClaimRebateAnswer).id);
    // Every success is the one claim (the shared key's repeats answer it again).
    expect(new Set(paid).size).toBe(1);
    for (const a of answers.filter((x) => !x.json?.success)) expect(a.json?.errorCode).toBe(ErrorCode.rebateAlreadyClaimed);
    expect(await mainBalance(server, demo)).toBeCloseTo(before + 13.93, 10);
    const claims = await server.db.execute({ sql: "SELECT COUNT(*) AS n FROM rebate_claims WHERE id <> ?", args: [SEEDED_CLAIM] });
    expect(Number(claims.rows[0]?.n)).toBe(1);
    const rebated = await server.db.execute({ sql: "SELECT COUNT(*) AS n, COUNT(DISTINCT bet_id) AS d FROM rebated_bets WHERE claim_id = ?", args: [paid[0]!] });
    expect(Number(rebated.rows[0]?.n)).toBe(7);
    expect(Number(rebated.rows[0]?.d)).toBe(7);
    await expectLedgerConsistent(server.db);
  });

  it("a bet can never be written as rebated twice (the database refuses the second row)", async () => {
    await reset();
    expect((await claim(await version())).json?.success).toBe(true);
    const bet = await server.db.execute("SELECT bet_id, claim_id FROM rebated_bets LIMIT 1");
    await expect(server.db.execute({ sql: "INSERT INTO rebated_bets (bet_id, claim_id) VALUES (?, ?)", args: [Number(bet.rows[0]!.bet_id), String(bet.rows[0]!.claim_id)] })).rejects.toThrow(/UNIQUE|PRIMARY/);
  });

  it("refuses a claim without a key, with a bad body and from a trial account", async () => {
    await reset();
    expect((await claim(0, null)).json?.errorCode).toBe(ErrorCode.idempotencyKeyRequired);
    expect((await money(server, calls.claimRebate.path, { version: -1 }, demo)).json?.errorCode).toBe(ErrorCode.invalidRequest);
    expect((await money(server, calls.claimRebate.path, { version: "0" }, demo)).json?.errorCode).toBe(ErrorCode.invalidRequest);
    const trialToken = (await createTrialMember(server.db, server.clock.now())).token;
    expect((await claim(0, newKey(), trialToken)).json?.errorCode).toBe(ErrorCode.trialNotAllowed);
  });
});
