import type { Hono } from "hono";
import { ErrorCode, MAIN_WALLET, TRIAL_TYPE, type LeaderboardEntry } from "../../contract";
import { InboxErrorCode, MISSION_LEADERBOARD_LIMIT } from "../../contract/messages";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import type { Lang } from "../lang";
import { findMission } from "../missions/catalogue";
import { isPeriodClosed } from "../missions/closing";
import { inboxText } from "../missions/messages";
import { missionAnswer, missionPeriod, missionStates } from "../missions/progress";
import { house, movementStatements, toMajor, wallet } from "../wallet/ledger";
import { serveMoneyCall, sessionMember } from "../wallet/money-call";
import { text } from "../messages";
import { memberRow } from "../wallet/store";

const trialRefusal = (lang: Lang) => failure(403, ErrorCode.realAccountRequired, inboxText(lang, "realAccountRequired"));

/** `alice99` -> `al***99`: the leaderboard never shows whole account names. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/** Missions (member centre "missionLeaderboard"): summary with progress, claim (a bonus through the ledger, once), leaderboard. */
export function missionRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "missionSummary", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefusal(lang);
    const now = deps.clock.now();
    const summary = async (period: "daily" | "weekly") => {
      const { start, end } = missionPeriod(period, now);
      return { periodStart: start, periodEnd: end, missions: (await missionStates(deps.db, member.memberId, period, now)).map(missionAnswer) };
    };
    return success({ daily: await summary("daily"), weekly: await summary("weekly") });
  });

  serveCall(app, deps, "missionLeaderboard", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefusal(lang);
    const rows = await deps.db.execute(
      `SELECT c.member_id, m.username, COUNT(*) AS completed, SUM(c.reward_minor) AS reward, MAX(c.claimed_at) AS last
       FROM mission_claims c JOIN members m ON m.id = c.member_id
       GROUP BY c.member_id ORDER BY completed DESC, reward DESC, last ASC, c.member_id ASC`,
    );
    let me: LeaderboardEntry | null = null;
    const entries: LeaderboardEntry[] = [];
    rows.rows.forEach((row, index) => {
      const entry = { rank: index + 1, name: maskName(String(row.username)), completed: Number(row.completed), reward: toMajor(Number(row.reward)) };
      if (index < MISSION_LEADERBOARD_LIMIT) entries.push(entry);
      if (Number(row.member_id) === member.memberId) me = entry;
    });
    return success({ entries, me });
  });

  serveMoneyCall(app, "missionClaim", deps, {
    member: sessionMember,
    async plan({ body, lang, memberId, now }) {
      const member = await memberRow(deps.db, memberId);
      if (!member) throw new Error("session points at a missing member");
      if (member.type === TRIAL_TYPE) return trialRefusal(lang);
      const definition = findMission(body.missionId);
      if (!definition) return refuseInbox(lang, 404, InboxErrorCode.missionNotFound, "missionNotFound");
      const current = missionPeriod(definition.period, now).start;
      if (body.periodStart > current || missionPeriod(definition.period, body.periodStart).start !== body.periodStart) return failure(400, ErrorCode.invalidRequest, text(lang, "invalidRequest"));
      if (body.periodStart < current || (await isPeriodClosed(deps.db, definition.period, body.periodStart, now))) return refuseInbox(lang, 409, InboxErrorCode.missionClosed, "missionClosed");
      const state = (await missionStates(deps.db, memberId, definition.period, now)).find((s) => s.definition.id === definition.id);
      if (!state) throw new Error("mission missing from its own period");
      if (state.claimed) return refuseInbox(lang, 409, InboxErrorCode.missionClaimed, "missionClaimed");
      if (state.progress < definition.target) return refuseInbox(lang, 400, InboxErrorCode.missionNotDone, "missionNotDone");
      const { ref, statements } = movementStatements({
        kind: "bonus",
        memberId,
        at: now,
        memo: inboxText(lang, "missionMemo", { mission: definition.id }),
        legs: [house("house:bonus", -definition.rewardMinor), wallet(memberId, MAIN_WALLET, definition.rewardMinor)],
      });
      return success({
        statements: [
          ...statements,
          // The primary key (member, mission, period) refuses a second claim even if two plans ever raced.
          { sql: "INSERT INTO mission_claims (member_id, mission_id, period_start, reward_minor, tx_ref, claimed_at) VALUES (?, ?, ?, ?, ?, ?)", args: [memberId, definition.id, current, definition.rewardMinor, ref, now] },
        ],
        answer: { missionId: definition.id, reward: toMajor(definition.rewardMinor), transactionId: ref },
      });
    },
  });
}

const refuseInbox = (lang: Lang, status: 400 | 404 | 409, errorCode: string, key: "missionNotFound" | "missionNotDone" | "missionClaimed" | "missionClosed") =>
  failure(status, errorCode, inboxText(lang, key));
