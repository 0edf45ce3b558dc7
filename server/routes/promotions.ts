import type { InStatement } from "@libsql/client";
import type { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ACTIVITY_COMMENT_MAX, ACTIVITY_IMAGE_MAX_BYTES, ACTIVITY_IMAGE_MAX_COUNT, MAIN_WALLET, PromotionErrorCode, TRIAL_TYPE } from "../../contract";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import type { Lang } from "../lang";
import { promotionText, type PromotionMessageKey } from "../promotions/messages";
import { activitiesFor, activityAnswer, findActivity, findPromotion, isOpen, newActivityId, type ActivityRow, type PromotionRow } from "../promotions/store";
import { textProblem } from "../text-field";
import { decodeProofs } from "../wallet/proofs";
import { serialized, serveMoneyCall, sessionMember } from "../wallet/money-call";
import { house, movementStatements, wallet } from "../wallet/ledger";

const refuse = (lang: Lang, status: ContentfulStatusCode, key: PromotionMessageKey & keyof typeof PromotionErrorCode, values?: Record<string, number>) =>
  failure(status, PromotionErrorCode[key], promotionText(lang, key, values));

type Open = { ok: true; promotion: PromotionRow; activity: ActivityRow | undefined } | { ok: false; outcome: Outcome<never> };

/** The promotion the member asks about, refused when unknown, not started or ended, or when the member is a trial account. */
async function openPromotion(deps: Deps, lang: Lang, promotionId: string, member: { memberId: number; type: number }, now: number, allowEnded = false): Promise<Open> {
  if (member.type === TRIAL_TYPE) return { ok: false, outcome: failure(403, "TRIAL_NOT_ALLOWED", promotionText(lang, "trialNotAllowed")) };
  const promotion = await findPromotion(deps.db, promotionId, lang);
  if (!promotion) return { ok: false, outcome: refuse(lang, 404, "notFound") };
  if (now < promotion.startsAt) return { ok: false, outcome: refuse(lang, 409, "notOpen") };
  if (!allowEnded && !isOpen(promotion, now)) return { ok: false, outcome: refuse(lang, 409, "closed") };
  return { ok: true, promotion, activity: await findActivity(deps.db, promotionId, member.memberId) };
}

/** Why an estimated decoded size is over the limit (base64 length to bytes, padding ignored: a few bytes generous). */
const decodedBytes = (base64: string) => Math.floor((base64.length * 3) / 4);

/**
 * The promotion calls: the reward centre's list, join, apply (comment and images), request a reward,
 * claim a waiting reward. Join and request are one row each per member and promotion; apply and claim are money-call
 * style (Idempotency-Key, serialized); a claim pays through the ledger under the ref `promo-<activity id>`, once.
 */
export function promotionRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "rewardCentre", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return success({ activities: [], unclaimed: 0 });
    return success(await activitiesFor(db, member.memberId, lang, deps.clock.now()));
  });

  serveCall(app, deps, "joinPromotion", async ({ c, body, lang }) =>
    serialized(db, async () => {
      const now = deps.clock.now();
      const open = await openPromotion(deps, lang, body.promotionId, c.get("member"), now);
      if (!open.ok) return open.outcome;
      const { promotion, activity } = open;
      if (promotion.action === "apply") return refuse(lang, 409, "notJoinable");
      if (activity) return refuse(lang, 409, "alreadyJoined");
      const state = promotion.action === "signIn" ? "signed" : "joined";
      const row: ActivityRow = { id: newActivityId(), promotionId: promotion.id, memberId: c.get("member").memberId, state, note: null, ledgerRef: null, updatedAt: now };
      await db.execute({ sql: "INSERT INTO promotion_activities (id, promotion_id, member_id, state, updated_at) VALUES (?, ?, ?, ?, ?)", args: [row.id, row.promotionId, row.memberId, state, now] });
      return success(activityAnswer(promotion, row, now));
    }),
  );

  serveMoneyCall(app, "applyPromotion", deps, {
    member: sessionMember,
    async plan({ c, body, lang, memberId, now }) {
      const open = await openPromotion(deps, lang, body.promotionId, c.get("member"), now);
      if (!open.ok) return open.outcome;
      const { promotion, activity } = open;
      if (promotion.action !== "apply") return refuse(lang, 409, "notJoinable");
      if (activity) return refuse(lang, 409, "alreadyApplied");
      const comment = body.comment.trim();
      if (comment.length > ACTIVITY_COMMENT_MAX) return refuse(lang, 400, "commentTooLong", { max: ACTIVITY_COMMENT_MAX });
      if (textProblem(comment)) return refuse(lang, 400, "commentInvalid");
      if (body.images.length > ACTIVITY_IMAGE_MAX_COUNT) return refuse(lang, 400, "imagesTooMany", { max: ACTIVITY_IMAGE_MAX_COUNT });
      if (body.images.some((image) => decodedBytes(image.dataBase64) > ACTIVITY_IMAGE_MAX_BYTES + 2)) return refuse(lang, 400, "imageTooBig");
      const images = decodeProofs(body.images);
      if (!images) return refuse(lang, 400, "imageNotAllowed");
      const row: ActivityRow = { id: newActivityId(), promotionId: promotion.id, memberId, state: "applying", note: null, ledgerRef: null, updatedAt: now };
      const statements: InStatement[] = [
        { sql: "INSERT INTO promotion_activities (id, promotion_id, member_id, state, comment, updated_at) VALUES (?, ?, ?, 'applying', ?, ?)", args: [row.id, row.promotionId, memberId, comment, now] },
        ...images.map((image, idx) => ({
          sql: "INSERT INTO promotion_activity_images (activity_id, idx, file_name, content_type, data) VALUES (?, ?, ?, ?, ?)",
          args: [row.id, idx, image.fileName, image.contentType, image.data],
        })),
      ];
      return success({ statements, answer: activityAnswer(promotion, row, now) });
    },
  });

  serveCall(app, deps, "requestReward", async ({ c, body, lang }) =>
    serialized(db, async () => {
      const now = deps.clock.now();
      const open = await openPromotion(deps, lang, body.promotionId, c.get("member"), now);
      if (!open.ok) return open.outcome;
      const { promotion, activity } = open;
      if (!activity || activity.state !== "joined") return refuse(lang, 409, "nothingToRequest");
      await db.execute({ sql: "UPDATE promotion_activities SET state = 'processing', updated_at = ? WHERE id = ? AND state = 'joined'", args: [now, activity.id] });
      return success(activityAnswer(promotion, { ...activity, state: "processing", updatedAt: now }, now));
    }),
  );

  serveMoneyCall(app, "claimReward", deps, {
    member: sessionMember,
    async plan({ c, body, lang, memberId, now }) {
      // An ended promotion is still found (allowEnded) so the refusal can say it ended rather than "nothing to claim".
      const open = await openPromotion(deps, lang, body.promotionId, c.get("member"), now, true);
      if (!open.ok) return open.outcome;
      const { promotion, activity } = open;
      if (activity?.state === "claimed" || activity?.state === "issued") return refuse(lang, 409, "alreadyClaimed");
      if (!activity || activity.state !== "claim") return refuse(lang, 409, "nothingToClaim");
      if (!isOpen(promotion, now)) return refuse(lang, 409, "closed");
      const minor = promotion.rewardMinor ?? 0;
      const ref = `promo-${activity.id}`;
      // The ledger's ref is unique: even a second batch for the same activity could not pay again.
      const money = minor > 0 ? movementStatements({ kind: "bonus", memberId, at: now, memo: `promotion ${promotion.id}`, ref, legs: [house("house:bonus", -minor), wallet(memberId, MAIN_WALLET, minor)] }) : undefined;
      const ledgerRef = ref;
      const after: ActivityRow = { ...activity, state: "claimed", ledgerRef, updatedAt: now };
      const statements: InStatement[] = [
        { sql: "UPDATE promotion_activities SET state = 'claimed', ledger_ref = ?, updated_at = ? WHERE id = ? AND state = 'claim'", args: [ledgerRef, now, activity.id] },
        ...(money?.statements ?? []),
      ];
      return success({ statements, answer: { activity: activityAnswer(promotion, after, now), amount: minor / 100, transactionId: ledgerRef } });
    },
  });
}

