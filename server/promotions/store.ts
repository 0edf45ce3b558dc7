import { randomBytes } from "node:crypto";
import type { Client, Row } from "@libsql/client";
import {
  PAY_PERIODS,
  PROMOTION_ACTIONS,
  PROMOTION_BADGES,
  PROMOTION_TYPES,
  type Activity,
  type ActivityState,
  type PayPeriod,
  type Promotion,
  type PromotionAction,
  type PromotionBadge,
  type PromotionType,
} from "../../contract";
import type { Lang } from "../lang";
import { toMajor } from "../wallet/ledger";

export type PromotionRow = {
  id: string;
  type: PromotionType;
  action: PromotionAction;
  title: string;
  summary: string;
  content: string;
  badges: PromotionBadge[];
  payPeriod: PayPeriod | null;
  rewardMinor: number | null;
  startsAt: number;
  endsAt: number | null;
  signUp: boolean;
};

export type ActivityRow = { id: string; promotionId: string; memberId: number; state: Exclude<ActivityState, "comingSoon" | "join" | "closed">; note: string | null; ledgerRef: string | null; updatedAt: number };

const oneOf = <T extends string>(values: readonly T[], value: unknown): T => {
  if (!values.includes(value as T)) throw new Error(`unexpected stored value ${String(value)}`);
  return value as T;
};
const optNum = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const iso = (ms: number) => new Date(ms).toISOString();

export const newActivityId = () => `act_${randomBytes(12).toString("hex")}`;

function promotionOf(row: Row, lang: Lang): PromotionRow {
  const suffix = lang === "TH" ? "th" : "en";
  const badges = String(row.badges ?? "").split(",").filter(Boolean);
  return {
    id: String(row.id),
    type: oneOf(PROMOTION_TYPES, row.promotion_type),
    action: oneOf(PROMOTION_ACTIONS, row.action),
    title: String(row[`title_${suffix}`]),
    summary: String(row[`summary_${suffix}`]),
    content: String(row[`content_${suffix}`]),
    badges: badges.map((b) => oneOf(PROMOTION_BADGES, b)),
    payPeriod: row.pay_period === null ? null : oneOf(PAY_PERIODS, row.pay_period),
    rewardMinor: optNum(row.reward_minor),
    startsAt: Number(row.starts_at),
    endsAt: optNum(row.ends_at),
    signUp: Number(row.sign_up) === 1,
  };
}

function activityOf(row: Row): ActivityRow {
  return {
    id: String(row.id),
    promotionId: String(row.promotion_id),
    memberId: Number(row.member_id),
    state: String(row.state) as ActivityRow["state"],
    note: row.note === null ? null : String(row.note),
    ledgerRef: row.ledger_ref === null ? null : String(row.ledger_ref),
    updatedAt: Number(row.updated_at),
  };
}

export async function listPromotions(db: Client, lang: Lang): Promise<PromotionRow[]> {
  const rows = await db.execute("SELECT * FROM promotions ORDER BY sort, id");
  return rows.rows.map((row) => promotionOf(row, lang));
}

export async function findPromotion(db: Client, id: string, lang: Lang): Promise<PromotionRow | undefined> {
  const row = (await db.execute({ sql: "SELECT * FROM promotions WHERE id = ?", args: [id] })).rows[0];
  return row ? promotionOf(row, lang) : undefined;
}

export async function memberActivities(db: Client, memberId: number): Promise<Map<string, ActivityRow>> {
  const rows = await db.execute({ sql: "SELECT * FROM promotion_activities WHERE member_id = ?", args: [memberId] });
  return new Map(rows.rows.map((row) => [String(row.promotion_id), activityOf(row)]));
}

export async function findActivity(db: Client, promotionId: string, memberId: number): Promise<ActivityRow | undefined> {
  const row = (await db.execute({ sql: "SELECT * FROM promotion_activities WHERE promotion_id = ? AND member_id = ?", args: [promotionId, memberId] })).rows[0];
  return row ? activityOf(row) : undefined;
}

export const isOpen = (p: PromotionRow, now: number) => p.startsAt <= now && (p.endsAt === null || now < p.endsAt);

/** The member's (or a visitor's, with no activity) state in a promotion. A member's own row wins once there is one. */
export function stateOf(p: PromotionRow, activity: ActivityRow | undefined, now: number): ActivityState {
  if (now < p.startsAt) return "comingSoon";
  if (activity) return activity.state;
  if (p.endsAt !== null && now >= p.endsAt) return "closed";
  return "join";
}

/** Something waits for the member: a promotion to join or a reward to claim (the header's and the nav's count). */
export const isUnclaimed = (state: ActivityState) => state === "join" || state === "claim";

export function promotionAnswer(p: PromotionRow, activity: ActivityRow | undefined, now: number): Promotion {
  return {
    id: p.id,
    title: p.title,
    summary: p.summary,
    content: p.content,
    promotionType: p.type,
    execution: "B",
    badges: p.badges,
    payPeriod: p.payPeriod,
    action: p.action,
    state: stateOf(p, activity, now),
    startsAt: iso(p.startsAt),
    endsAt: p.endsAt === null ? null : iso(p.endsAt),
    rewardAmount: p.rewardMinor === null ? null : toMajor(p.rewardMinor),
    signUp: p.signUp,
  };
}

export function activityAnswer(p: PromotionRow, activity: ActivityRow | undefined, now: number): Activity {
  return {
    promotionId: p.id,
    title: p.title,
    promotionType: p.type,
    action: p.action,
    state: stateOf(p, activity, now),
    rewardAmount: p.rewardMinor === null ? null : toMajor(p.rewardMinor),
    endsAt: p.endsAt === null ? null : iso(p.endsAt),
    updatedAt: activity ? iso(activity.updatedAt) : null,
    note: activity?.note ?? null,
  };
}

/** The promotions as one member (or a visitor, memberId undefined) sees them. */
export async function promotionsFor(db: Client, memberId: number | undefined, lang: Lang, now: number): Promise<Promotion[]> {
  const promotions = await listPromotions(db, lang);
  const mine = memberId === undefined ? new Map<string, ActivityRow>() : await memberActivities(db, memberId);
  return promotions.map((p) => promotionAnswer(p, mine.get(p.id), now));
}

/** The member's activities (the reward centre) and how many wait for the member. */
export async function activitiesFor(db: Client, memberId: number, lang: Lang, now: number): Promise<{ activities: Activity[]; unclaimed: number }> {
  const promotions = await listPromotions(db, lang);
  const mine = await memberActivities(db, memberId);
  const activities = promotions.map((p) => activityAnswer(p, mine.get(p.id), now));
  return { activities, unclaimed: activities.filter((a) => isUnclaimed(a.state)).length };
}

export async function unclaimedCount(db: Client, memberId: number, now: number): Promise<number> {
  return (await activitiesFor(db, memberId, "EN", now)).unclaimed;
}
