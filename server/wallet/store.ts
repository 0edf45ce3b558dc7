import type { Client } from "@libsql/client";
import { GAME_WALLETS, isSingleWallet, SITE_UTC_OFFSET_MS } from "./settings";
import { toMajor } from "./ledger";

/** The member's wallets in minor units by account type (main wallet 0 always present). */
export async function walletBalances(db: Client, memberId: number): Promise<Map<number, number>> {
  const result = await db.execute({ sql: "SELECT account_type_id, balance_minor FROM accounts WHERE member_id = ? ORDER BY account_type_id", args: [memberId] });
  const balances = new Map<number, number>([[0, 0]]);
  for (const row of result.rows) balances.set(Number(row.account_type_id), Number(row.balance_minor));
  return balances;
}

/** The account types a member may hold: main, plus the game wallets unless the merchant is single-wallet. */
export function walletTypes(): number[] {
  return [0, ...(isSingleWallet() ? [] : GAME_WALLETS.map((w) => w.accountTypeId))];
}

export function balancesAnswer(balances: Map<number, number>) {
  return walletTypes().map((accountTypeId) => ({ accountTypeId, availBalance: toMajor(balances.get(accountTypeId) ?? 0) }));
}

export type MemberRow = { id: number; username: string; type: number; uplineId: number | null; paymentPasswordHash: string | null };

export async function memberRow(db: Client, memberId: number): Promise<MemberRow | undefined> {
  const result = await db.execute({ sql: "SELECT id, username, type, upline_id, payment_password_hash FROM members WHERE id = ?", args: [memberId] });
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    username: String(row.username),
    type: Number(row.type),
    uplineId: row.upline_id === null ? null : Number(row.upline_id),
    paymentPasswordHash: row.payment_password_hash === null ? null : String(row.payment_password_hash),
  };
}

export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Start of the site's day (Bangkok) holding `now`. */
export function startOfSiteDay(now: number): number {
  const local = now + SITE_UTC_OFFSET_MS;
  return local - (local % 86_400_000) - SITE_UTC_OFFSET_MS;
}

/** Next free id of a table: only valid inside `serialized` money work. */
export async function nextId(db: Client, table: "deposit_requests" | "withdrawal_requests" | "bet_records"): Promise<number> {
  const result = await db.execute(`SELECT COALESCE(MAX(id), 0) + 1 AS id FROM ${table}`);
  return Number(result.rows[0]?.id ?? 1);
}
