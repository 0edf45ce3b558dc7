import type { Client, InStatement } from "@libsql/client";
import { TRIAL_TYPE } from "../../contract";
import { toMajor } from "../wallet/ledger";
import { bonusStatements } from "../wallet/movements";
import { levelReached, VIP_LEVELS } from "./config";

/** Lifetime approved deposits and bets of the member from the ledger (minor units). */
export async function vipTotals(db: Client, memberId: number): Promise<{ depositMinor: number; betMinor: number }> {
  const rows = await db.execute({
    sql: `SELECT t.kind, SUM(e.amount_minor) AS s FROM ledger_transactions t JOIN ledger_entries e ON e.tx_ref = t.ref AND e.account = 'wallet'
          WHERE t.member_id = ? AND t.kind IN ('deposit', 'bet') GROUP BY t.kind`,
    args: [memberId],
  });
  let depositMinor = 0;
  let betMinor = 0;
  for (const row of rows.rows) {
    if (row.kind === "deposit") depositMinor = Number(row.s);
    else betMinor = -Number(row.s);
  }
  return { depositMinor, betMinor };
}

export type VipState = { level: number; label: string; depositMinor: number; betMinor: number; promotedTo: { level: number; bonus: number }[] };

/**
 * The member's VIP state, promoting first when the totals reached a higher level than the member holds: every level
 * passed gets its `vip_upgrades` row and its upgrade bonus (a ledger bonus with ref `vip-<member>-<level>`) in one
 * batch, so a level is paid once however often this runs. Levels never go down; trial accounts are not promoted.
 * Run inside `serialized` (money work).
 */
export async function evaluateVip(db: Client, memberId: number, now: number): Promise<VipState> {
  const memberRows = await db.execute({ sql: "SELECT type, vip_rank_level, club_label FROM members WHERE id = ?", args: [memberId] });
  const member = memberRows.rows[0];
  if (!member) throw new Error("VIP of a missing member");
  const held = member.vip_rank_level === null ? 0 : Number(member.vip_rank_level);
  const { depositMinor, betMinor } = await vipTotals(db, memberId);
  const reached = Number(member.type) === TRIAL_TYPE ? held : levelReached(depositMinor, betMinor);
  const promotedTo: VipState["promotedTo"] = [];
  let level = held;
  let label = member.club_label === null ? (VIP_LEVELS[held]?.name ?? "") : String(member.club_label);
  if (reached > held) {
    const paid = await db.execute({ sql: "SELECT level FROM vip_upgrades WHERE member_id = ?", args: [memberId] });
    const paidLevels = new Set(paid.rows.map((r) => Number(r.level)));
    const statements: InStatement[] = [];
    for (const l of VIP_LEVELS.filter((v) => v.level > held && v.level <= reached && !paidLevels.has(v.level))) {
      const minor = Math.round(l.upgradeBonus * 100);
      statements.push({ sql: "INSERT INTO vip_upgrades (member_id, level, bonus_minor, created_at) VALUES (?, ?, ?, ?)", args: [memberId, l.level, minor, now] });
      if (minor > 0) statements.push(...bonusStatements(memberId, minor, "bonus", `vip upgrade ${l.level}`, now, `vip-${memberId}-${l.level}`).statements);
      promotedTo.push({ level: l.level, bonus: toMajor(minor) });
    }
    level = reached;
    label = VIP_LEVELS[reached]?.name ?? label;
    statements.push({ sql: "UPDATE members SET vip_rank_level = ?, club_label = ? WHERE id = ?", args: [level, label, memberId] });
    await db.batch(statements, "write");
  }
  return { level, label, depositMinor, betMinor, promotedTo };
}
