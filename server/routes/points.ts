import type { Context, Hono } from "hono";
import { ErrorCode, MAIN_WALLET, TRIAL_TYPE } from "../../contract";
import { PointsErrorCode } from "../../contract/points";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import type { Lang } from "../lang";
import { minorPerPoint, POINT_CONFIG, VIP_LEVELS, vipName } from "../points/config";
import { pointsText, type PointsMessageKey } from "../points/messages";
import { checkPointPassword } from "../points/password-check";
import { envelopeShare, grabbedAmount, randomUnit, runningEvent } from "../points/red-envelope";
import { findReward, listRewards, newId, pointBalances, pointEntryStatement, pointMovements, redeemList, syncEarnedPoints } from "../points/store";
import { evaluateVip } from "../points/vip";
import { touchSession } from "../store/sessions";
import { toMajor } from "../wallet/ledger";
import { serialized, serveMoneyCall } from "../wallet/money-call";
import { walletBalances } from "../wallet/store";
import { bonusStatements } from "../wallet/movements";

const refuse = (lang: Lang, errorCode: string, key: PointsMessageKey, values?: Record<string, string | number>) => failure(400, errorCode, pointsText(lang, key, values));

/** The caller's member id when a live session token came along (guest calls that say more to a member). */
async function optionalMember(c: Context, deps: Deps): Promise<{ memberId: number; type: number } | undefined> {
  const token = c.req.header("Authorization")?.trim();
  const member = token ? await touchSession(deps.db, token, deps.clock.now()) : undefined;
  return member ? { memberId: member.memberId, type: member.type } : undefined;
}

/** Money calls of a real account: trial accounts are refused (they get the real-account dialog on the client). */
async function realMember({ c, lang }: { c: Context; lang: Lang }): Promise<Outcome<number>> {
  const member = c.get("member");
  if (member.type === TRIAL_TYPE) return failure(403, ErrorCode.trialNotAllowed, pointsText(lang, "trialNotAllowed"));
  return success(member.memberId);
}

/** Points mall, VIP and red envelopes; docs/features.md "Points mall, VIP and red envelopes" has the rules. */
export function pointsRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "pointConfig", async () => success(POINT_CONFIG));
  serveCall(app, deps, "pointRewards", async ({ lang }) => success({ rewards: await listRewards(db, lang) }));

  serveCall(app, deps, "pointBalance", async ({ c }) => {
    const memberId = c.get("member").memberId;
    await serialized(db, () => syncEarnedPoints(db, memberId));
    const balances = await pointBalances(db, memberId);
    return success({ balances: [...balances].map(([type, points]) => ({ type, points })) });
  });
  serveCall(app, deps, "pointMovements", async ({ c }) => {
    const memberId = c.get("member").memberId;
    await serialized(db, () => syncEarnedPoints(db, memberId));
    return success({ content: await pointMovements(db, memberId) });
  });
  serveCall(app, deps, "redeemList", async ({ c, lang }) => success({ content: await redeemList(db, c.get("member").memberId, lang) }));

  serveMoneyCall(app, "redeemReward", deps, {
    member: realMember,
    async plan({ body, lang, memberId, now }) {
      const checked = await checkPointPassword(db, memberId, body.password, lang, now);
      if (!checked.ok) return checked;
      const reward = await findReward(db, body.rewardId, lang);
      if (!reward) return failure(404, PointsErrorCode.rewardNotFound, pointsText(lang, "rewardNotFound"));
      if (reward.stock <= 0) return refuse(lang, PointsErrorCode.rewardOutOfStock, "rewardOutOfStock");
      await syncEarnedPoints(db, memberId);
      const held = (await pointBalances(db, memberId)).get(reward.pointType) ?? 0;
      if (held < reward.cost) return refuse(lang, PointsErrorCode.pointsInsufficient, "pointsInsufficient");
      const id = newId("rd");
      const statements = [
        // The stock CHECK refuses a unit that is not there; the points trigger refuses points that are not there.
        { sql: "UPDATE point_rewards SET stock = stock - 1 WHERE id = ?", args: [reward.id] },
        pointEntryStatement(memberId, reward.pointType, "redeem", -reward.cost, now, `redeem:${id}`),
        { sql: "INSERT INTO point_redemptions (id, member_id, reward_id, point_type, points, status, created_at) VALUES (?, ?, ?, ?, ?, 'inProcess', ?)", args: [id, memberId, reward.id, reward.pointType, reward.cost, now] },
      ];
      const redeem = { id, time: new Date(now).toISOString(), rewardName: reward.name, pointType: reward.pointType, points: reward.cost, status: "inProcess" as const };
      return success({ statements, answer: { redeem, pointsLeft: held - reward.cost } });
    },
  });

  serveMoneyCall(app, "convertPoints", deps, {
    member: realMember,
    async plan({ body, lang, memberId, now }) {
      const checked = await checkPointPassword(db, memberId, body.password, lang, now);
      if (!checked.ok) return checked;
      const perPoint = minorPerPoint(body.pointType);
      if (perPoint === undefined) return refuse(lang, PointsErrorCode.pointsBelowMinimum, "pointTypeNotConvertible");
      if (body.points < POINT_CONFIG.minConvertPoints) return refuse(lang, PointsErrorCode.pointsBelowMinimum, "pointsBelowMinimum", { min: POINT_CONFIG.minConvertPoints });
      await syncEarnedPoints(db, memberId);
      const held = (await pointBalances(db, memberId)).get(body.pointType) ?? 0;
      if (held < body.points) return refuse(lang, PointsErrorCode.pointsInsufficient, "pointsInsufficient");
      const minor = body.points * perPoint;
      const main = (await walletBalances(db, memberId)).get(MAIN_WALLET) ?? 0;
      const id = newId("cv");
      const statements = [pointEntryStatement(memberId, body.pointType, "convert", -body.points, now, `convert:${id}`), ...bonusStatements(memberId, minor, "bonus", `points convert ${body.points} ${body.pointType}`, now).statements];
      return success({ statements, answer: { points: body.points, amount: toMajor(minor), pointsLeft: held - body.points, balanceAfter: toMajor(main + minor) } });
    },
  });

  serveCall(app, deps, "vipInfo", async ({ c, lang }) => {
    const who = await optionalMember(c, deps);
    const levels = VIP_LEVELS.map((l) => ({ ...l, name: vipName(l.name, lang) }));
    if (!who) return success({ levels, member: null });
    const state = await serialized(db, () => evaluateVip(db, who.memberId, deps.clock.now()));
    return success({
      levels,
      member: { vipRankLevel: state.level, vipLabelName: vipName(state.label, lang), depositTotal: toMajor(state.depositMinor), betTotal: toMajor(state.betMinor), promotedTo: state.promotedTo },
    });
  });

  serveCall(app, deps, "redEnvelopeEvent", async ({ c, lang }) => {
    const event = await runningEvent(db, deps.clock.now());
    if (!event) return success({ event: null, grabbed: null });
    const who = await optionalMember(c, deps);
    const grabbed = who ? await grabbedAmount(db, event.id, who.memberId) : undefined;
    return success({
      event: { id: event.id, title: lang === "TH" ? event.titleTh : event.titleEn, endsAt: new Date(event.endsAt).toISOString(), sharesLeft: event.remainingShares },
      grabbed: grabbed === undefined ? null : toMajor(grabbed),
    });
  });

  serveMoneyCall(app, "grabRedEnvelope", deps, {
    member: realMember,
    async plan({ body, lang, memberId, now }) {
      const event = await runningEvent(db, now);
      if (!event || event.id !== body.eventId) return refuse(lang, PointsErrorCode.envelopeNotActive, "envelopeNotActive");
      if ((await grabbedAmount(db, event.id, memberId)) !== undefined) return refuse(lang, PointsErrorCode.envelopeAlreadyGrabbed, "envelopeAlreadyGrabbed");
      if (event.remainingShares <= 0 || event.remainingMinor <= 0) return refuse(lang, PointsErrorCode.envelopeEmpty, "envelopeEmpty");
      const amount = envelopeShare(event.remainingMinor, event.remainingShares, randomUnit());
      const main = (await walletBalances(db, memberId)).get(MAIN_WALLET) ?? 0;
      const { ref, statements } = bonusStatements(memberId, amount, "bonus", `red envelope ${event.id}`, now);
      return success({
        statements: [
          { sql: "UPDATE red_envelope_events SET remaining_minor = remaining_minor - ?, remaining_shares = remaining_shares - 1 WHERE id = ?", args: [amount, event.id] },
          { sql: "INSERT INTO red_envelope_grabs (event_id, member_id, amount_minor, tx_ref, created_at) VALUES (?, ?, ?, ?, ?)", args: [event.id, memberId, amount, ref, now] },
          ...statements,
        ],
        answer: { eventId: event.id, amount: toMajor(amount), balanceAfter: toMajor(main + amount) },
      });
    },
  });
}
