import type { Hono } from "hono";
import { restrictionAt } from "../login-answer";
import { TRIAL_TYPE } from "../../contract";
import { serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { CURRENCY, CURRENCY_SYMBOL } from "../site";
import { findMemberById, maskMobile, memberAccounts, unreadMessageCount } from "../store/members";
import { unclaimedCount } from "../promotions/store";
import { vipName } from "../points/config";

/** Satang to baht, two decimals. */
export const toMajor = (minor: number) => Math.round(minor) / 100;

/** The member's deposit and withdrawal requests the operator has not decided yet (their decision moves money). */
async function pendingRequests(deps: Deps, memberId: number): Promise<number> {
  const rows = await deps.db.execute({
    sql: `SELECT (SELECT COUNT(*) FROM deposit_requests WHERE member_id = ? AND status = 'pending')
               + (SELECT COUNT(*) FROM withdrawal_requests WHERE member_id = ? AND status = 'pending') AS pending`,
    args: [memberId, memberId],
  });
  return Number(rows.rows[0]?.pending ?? 0);
}

export function memberRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "memberInfo", async ({ c, lang }) => {
    const member = await findMemberById(deps.db, c.get("member").memberId);
    if (!member) throw new Error("session points at a missing member");
    const now = deps.clock.now();
    const restricted = await restrictionAt(deps.db, member.id, now);
    return success({
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      userName: member.username,
      type: member.type,
      clubLabel: member.clubLabel ? { labelName: vipName(member.clubLabel, lang) } : null,
      vipRankLevel: member.vipRankLevel,
      regDate: member.regDate,
      mobile: maskMobile(member.mobile),
      // Promotions to join and rewards to claim; a trial account, or a member on a break, takes part in none.
      availablePromoCount: member.type === TRIAL_TYPE || restricted ? 0 : await unclaimedCount(deps.db, member.id, now),
      restricted,
    });
  });

  serveCall(app, deps, "balance", async ({ c }) => {
    const typeId = Number(c.req.query("typeId") ?? "0");
    const all = await memberAccounts(deps.db, c.get("member").memberId);
    const accounts = Number.isInteger(typeId) && typeId !== 0 ? all.filter((a) => a.accountTypeId === typeId) : all;
    const sumMinor = accounts.reduce((sum, a) => sum + a.balanceMinor, 0);
    return success({
      sumBalance: toMajor(sumMinor),
      balance: accounts.map((a) => ({ accountTypeId: a.accountTypeId, availBalance: toMajor(a.balanceMinor) })),
      currency: CURRENCY,
      currencySymbol: CURRENCY_SYMBOL,
      pendingRequests: await pendingRequests(deps, c.get("member").memberId),
    });
  });

  // Trial accounts have no inbox: always 0.
  serveCall(app, deps, "unreadCount", async ({ c }) => {
    const member = c.get("member");
    return success({ count: member.type === TRIAL_TYPE ? 0 : await unreadMessageCount(deps.db, member.memberId) });
  });
}
