// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Activity, type ClaimAnswer, type Promotion } from "../../contract";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, tokenFor } from "./helpers";
import { expectLedgerConsistent } from "./ledger-invariants";
import { mainBalance, money, newKey } from "./wallet-helpers";

let server: ReferenceServer;
let token: string;
beforeEach(async () => {
  server = await makeServer();
  token = await tokenFor(server, "demo", "Demo1234");
});
afterEach(async () => {
  await server.close();
});

const WELCOME = "pr_welcome_7f3k2q"; // apply, demo has not applied
const FISH = "pr_fish_raf_8q1v7e"; // raffle, demo's prize waits (claim), reward 88
const SPORTS = "pr_sports_wk_3h8n1c"; // join, demo joined
const POINTS = "pr_points_5m8d3a"; // signIn, demo not signed up
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (bytes: Buffer = PNG) => ({ fileName: "slip.png", contentType: "image/png" as const, dataBase64: bytes.toString("base64") });
const EN = { headers: { Language: "EN" } };

async function promotions(auth?: string): Promise<Promotion[]> {
  const answer = await get(server, `${calls.announcements.path}?types=PR&platform=W&execution=B`, { token: auth, ...EN });
  return calls.announcements.value.parse(answer.json?.value).promotion;
}
const stateIn = async (id: string, auth = token) => (await promotions(auth)).find((p) => p.id === id)?.state;
const apply = (body: unknown, key = newKey()) => money(server, calls.applyPromotion.path, body, token, key);
const claim = (promotionId: string, key = newKey()) => money(server, calls.claimReward.path, { promotionId }, token, key);
const memberInfo = async () => calls.memberInfo.value.parse((await get(server, calls.memberInfo.path, { token })).json?.value);

describe("promotion list (MCSFE_getListAnnouncements, PR)", () => {
  it("gives a visitor join, coming soon or closed, and the demo member the seeded states", async () => {
    const guest = await promotions();
    expect(new Set(guest.map((p) => p.state))).toEqual(new Set(["join", "comingSoon", "closed"]));
    const demo = await promotions(token);
    expect(new Set(demo.map((p) => p.state))).toEqual(new Set(["join", "signed", "joined", "rejected", "claim", "processing", "issued", "claimed", "applying", "comingSoon", "closed"]));
    expect(demo.every((p) => /^pr_[a-z0-9_]+$/.test(p.id))).toBe(true);
  });

  it("the header's count is the number of promotions to join plus rewards to claim, and follows a join", async () => {
    const demo = await promotions(token);
    const expected = demo.filter((p) => p.state === "join" || p.state === "claim").length;
    expect(expected).toBe(5);
    expect((await memberInfo()).availablePromoCount).toBe(5);
    const joined = await post(server, calls.joinPromotion.path, { promotionId: POINTS }, { token, ...EN });
    expect(calls.joinPromotion.value.parse(joined.json?.value).state).toBe("signed");
    expect((await memberInfo()).availablePromoCount).toBe(4);
  });
});

describe("joining and requesting", () => {
  it("a second join is refused with its message", async () => {
    const again = await post(server, calls.joinPromotion.path, { promotionId: SPORTS }, { token, ...EN });
    expect(again.json).toMatchObject({ success: false, errorCode: "PROMOTION_ALREADY_JOINED", message: "You have already joined this promotion" });
  });

  it("an application promotion cannot be joined, a coming-soon one not yet", async () => {
    const applyOnly = await post(server, calls.joinPromotion.path, { promotionId: WELCOME }, { token, ...EN });
    expect(applyOnly.json?.message).toBe("This promotion cannot be joined this way");
    const soon = await post(server, calls.joinPromotion.path, { promotionId: "pr_game_new_3s7l2v" }, { token, ...EN });
    expect(soon.json?.message).toBe("This promotion has not started yet");
  });

  it("a joined member requests the reward once (processing), the operator approves, the member claims", async () => {
    const asked = await post(server, calls.requestReward.path, { promotionId: SPORTS }, { token, ...EN });
    expect(calls.requestReward.value.parse(asked.json?.value).state).toBe("processing");
    const again = await post(server, calls.requestReward.path, { promotionId: SPORTS }, { token, ...EN });
    expect(again.json?.message).toBe("There is no reward to request");
    expect((await post(server, "/dev/promotions/activities", { username: "demo", promotionId: SPORTS, decision: "approve" })).json?.success).toBe(true);
    expect(await stateIn(SPORTS)).toBe("claim");
    const before = await mainBalance(server, token);
    const claimed = await claim(SPORTS);
    expect((claimed.json?.value as ClaimAnswer).amount).toBe(200);
    expect(await mainBalance(server, token)).toBe(before + 200);
  });
});

describe("applying (comment and images)", () => {
  it("stores an application with one png: applying, then the operator's reject shows with its note", async () => {
    const answer = await apply({ promotionId: WELCOME, comment: "My first deposit", images: [png()] });
    expect((answer.json?.value as Activity).state).toBe("applying");
    const rows = await server.db.execute("SELECT COUNT(*) AS n FROM promotion_activity_images");
    expect(Number(rows.rows[0]?.n)).toBe(1);
    expect((await post(server, "/dev/promotions/activities", { username: "demo", promotionId: WELCOME, decision: "reject", note: "Slip unreadable" })).json?.success).toBe(true);
    const centre = calls.rewardCentre.value.parse((await get(server, calls.rewardCentre.path, { token, ...EN })).json?.value);
    expect(centre.activities.find((a) => a.promotionId === WELCOME)).toMatchObject({ state: "rejected", note: "Slip unreadable" });
  });

  it("refuses applying twice, a 141-character comment, a fourth, oversized or non-image file, each with its message", async () => {
    const cases: [unknown, string][] = [
      [{ promotionId: WELCOME, comment: "x".repeat(141), images: [] }, "The comment must be at most 140 characters"],
      [{ promotionId: WELCOME, comment: "<script>", images: [] }, "The comment contains characters that are not allowed"],
      [{ promotionId: WELCOME, comment: "", images: [png(), png(), png(), png()] }, "At most 3 images"],
      [{ promotionId: WELCOME, comment: "", images: [png(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))] }, "Each image must be at most 5MB"],
      [{ promotionId: WELCOME, comment: "", images: [{ fileName: "a.png", contentType: "image/png", dataBase64: Buffer.from("GIF89a....").toString("base64") }] }, "Images must be PNG or JPG files"],
    ];
    for (const [body, text] of cases) {
      const answer = await apply(body);
      expect(answer.json, text).toMatchObject({ success: false, message: text });
    }
    expect(await stateIn(WELCOME)).toBe("join");
    expect((await apply({ promotionId: WELCOME, comment: "x".repeat(140), images: [png(), png(), png()] })).json?.success).toBe(true);
    const twice = await apply({ promotionId: WELCOME, comment: "again", images: [] });
    expect(twice.json).toMatchObject({ success: false, errorCode: "PROMOTION_ALREADY_APPLIED", message: "You have already applied for this promotion" });
  });
});

describe("claiming a reward moves money once", () => {
  it("a claim pays 88 as one bonus entry; a second claim is refused and pays nothing", async () => {
    const before = await mainBalance(server, token);
    const first = await claim(FISH);
    expect(first.json?.success).toBe(true);
    const second = await claim(FISH);
    expect(second.json).toMatchObject({ success: false, errorCode: "REWARD_ALREADY_CLAIMED", message: "This reward has already been claimed" });
    expect(await mainBalance(server, token)).toBe(before + 88);
    const bonus = calls.bonusDetails.value.parse((await get(server, `${calls.bonusDetails.path}?pageNo=1&pageSize=50`, { token, ...EN })).json?.value);
    expect(bonus.content.filter((b) => b.memo === "Promotion reward: Fishing raffle").map((b) => b.amount)).toEqual([88]);
    const history = calls.transactionHistory.value.parse((await get(server, `${calls.transactionHistory.path}?pageNo=1&pageSize=50`, { token })).json?.value);
    expect(history.content.filter((r) => r.memo === "รางวัลโปรโมชั่น: ลุ้นรางวัลเกมยิงปลา").map((r) => r.amount)).toEqual([88]);
    await expectLedgerConsistent(server.db);
  });

  it("ten parallel claims with different keys, and the same key replayed, pay once", async () => {
    const before = await mainBalance(server, token);
    const key = newKey();
    const answers = await Promise.all([...Array.from({ length: 10 }, () => claim(FISH)), claim(FISH, key), claim(FISH, key)]);
    const paid = new Set(answers.filter((a) => a.json?.success).map((a) => (a.json?.value as ClaimAnswer).transactionId));
    expect(paid.size).toBe(1);
    expect(answers.filter((a) => !a.json?.success).every((a) => a.json?.errorCode === "REWARD_ALREADY_CLAIMED")).toBe(true);
    expect(await mainBalance(server, token)).toBe(before + 88);
    await expectLedgerConsistent(server.db);
  });

  it("a reward is not claimed after its promotion closed", async () => {
    await server.db.execute({ sql: "UPDATE promotions SET ends_at = ? WHERE id = ?", args: [server.clock.now() - 1000, FISH] });
    const late = await claim(FISH);
    expect(late.json).toMatchObject({ success: false, errorCode: "PROMOTION_CLOSED", message: "This promotion has ended" });
  });

  it("the operator's issue pays once too, and an issued reward cannot be claimed", async () => {
    const before = await mainBalance(server, token);
    expect((await post(server, "/dev/promotions/activities", { username: "demo", promotionId: FISH, decision: "issue" })).json?.success).toBe(true);
    expect((await post(server, "/dev/promotions/activities", { username: "demo", promotionId: FISH, decision: "issue" })).json?.success).toBe(false);
    expect((await claim(FISH)).json?.errorCode).toBe("REWARD_ALREADY_CLAIMED");
    expect(await mainBalance(server, token)).toBe(before + 88);
  });

  it("a visitor cannot join, apply or claim", async () => {
    const answer = await post(server, calls.joinPromotion.path, { promotionId: POINTS });
    expect(answer.status).toBe(401);
  });
});
