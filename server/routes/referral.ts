import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { ErrorCode, MAIN_WALLET, TRIAL_TYPE } from "../../contract";
import { referralQuerySchema } from "../../contract/referral";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import type { Lang } from "../lang";
import { message } from "../messages";
import { dueByCategory, payableBets, unrebatedBets } from "../referral/rebate";
import { referralText, type ReferralMessageKey } from "../referral/messages";
import { claimCount, claimHistory, invitees, referralCode } from "../referral/store";
import { toMajor } from "../wallet/ledger";
import { refuse as refuseMoney, serveMoneyCall, sessionMember } from "../wallet/money-call";
import { memberRow, walletBalances } from "../wallet/store";
import { rebateClaimStatements } from "../wallet/movements";

const refuse = (lang: Lang, status: 400, errorCode: string, key: ReferralMessageKey) => failure(status, errorCode, referralText(lang, key));

async function realMember(deps: Deps, memberId: number, lang: Lang): Promise<Outcome<number>> {
  const member = await memberRow(deps.db, memberId);
  if (!member) throw new Error("session points at a missing member");
  return member.type === TRIAL_TYPE ? refuseMoney(lang, 403, ErrorCode.trialNotAllowed, "trialNotAllowed") : success(memberId);
}

/** Invite friends (code, invitees) and the manual rebate (what is due, claim, history). */
export function referralRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "referralInfo", async ({ c, lang }) => {
    const parsed = referralQuerySchema.safeParse(c.req.query());
    if (!parsed.success) return failure(400, ErrorCode.invalidRequest, message(c, "invalidRequest"));
    const who = await realMember(deps, c.get("member").memberId, lang);
    if (!who.ok) return who;
    const code = await referralCode(db, who.value);
    return success({ code, ...(await invitees(db, code, Number(parsed.data.pageNo ?? 1))) });
  });

  serveCall(app, deps, "rebateInfo", async ({ c, lang }) => {
    const who = await realMember(deps, c.get("member").memberId, lang);
    if (!who.ok) return who;
    const due = dueByCategory(await unrebatedBets(db, who.value));
    return success({
      categories: due.map((d) => ({ category: d.category, rate: d.rateBp === null ? null : d.rateBp / 100, validBet: toMajor(d.validBetMinor), rebate: toMajor(d.rebateMinor) })),
      total: toMajor(due.reduce((sum, d) => sum + d.rebateMinor, 0)),
      version: await claimCount(db, who.value),
      history: await claimHistory(db, who.value),
    });
  });

  serveMoneyCall(app, "claimRebate", deps, {
    member: async (input) => {
      const who = await sessionMember(input);
      return who.ok ? realMember(deps, who.value, input.lang) : who;
    },
    async plan({ body, lang, memberId, now }) {
      // Inside the money queue: nothing else pays between this read and the batch below.
      if ((await claimCount(db, memberId)) > body.version) return refuse(lang, 400, ErrorCode.rebateAlreadyClaimed, "rebateAlreadyClaimed");
      const bets = payableBets(await unrebatedBets(db, memberId));
      const minor = dueByCategory(bets).reduce((sum, d) => sum + d.rebateMinor, 0);
      if (minor <= 0) return refuse(lang, 400, ErrorCode.rebateNothingDue, "rebateNothingDue");
      const id = `rb_${randomBytes(12).toString("hex")}`;
      const main = (await walletBalances(db, memberId)).get(MAIN_WALLET) ?? 0;
      return success({
        // One rebated_bets row per bet (its primary key): a bet paid by another claim makes the whole batch fail.
        statements: rebateClaimStatements({ id, memberId, amountMinor: minor, betIds: bets.map((b) => b.id), at: now }).statements,
        answer: { id, amount: toMajor(minor), betCount: bets.length, balanceAfter: toMajor(main + minor) },
      });
    },
  });
}
