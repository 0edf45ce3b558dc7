import { randomInt } from "node:crypto";
import type { Client } from "@libsql/client";
import { type Invitee, type RebateClaimRow } from "../../contract";
import { REFERRAL_PAGE_SIZE } from "../../contract/referral";
import { toMajor } from "../wallet/ledger";

const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newCode = () => Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join("");

/** The member's invitation code, made (random, 8 letters and digits) on first use. */
export async function referralCode(db: Client, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await db.execute({ sql: "SELECT code FROM referral_codes WHERE member_id = ?", args: [memberId] });
    if (found.rows[0]) return String(found.rows[0].code);
    // A clash with another member's code inserts nothing: look again, then try another code.
    await db.execute({ sql: "INSERT OR IGNORE INTO referral_codes (member_id, code) VALUES (?, ?)", args: [memberId, newCode()] });
  }
  throw new Error("no free invitation code");
}

/** "friendann" -> "fr******n": who, without the whole login name. */
export function maskUsername(username: string): string {
  if (username.length <= 3) return `${username[0] ?? ""}**`;
  return `${username.slice(0, 2)}${"*".repeat(username.length - 3)}${username.slice(-1)}`;
}

/** Friends who registered with the code, newest first, one page; active = has placed a bet. */
export async function invitees(db: Client, code: string, pageNo: number) {
  const counts = await db.execute({
    sql: `SELECT COUNT(*) AS n, COALESCE(SUM(EXISTS (SELECT 1 FROM bet_records b WHERE b.member_id = m.id)), 0) AS active
          FROM members m WHERE m.referral_code = ? COLLATE NOCASE`,
    args: [code],
  });
  const total = Number(counts.rows[0]?.n ?? 0);
  const rows = await db.execute({
    sql: `SELECT m.username, m.reg_date, EXISTS (SELECT 1 FROM bet_records b WHERE b.member_id = m.id) AS active
          FROM members m WHERE m.referral_code = ? COLLATE NOCASE ORDER BY m.reg_date DESC, m.id DESC LIMIT ? OFFSET ?`,
    args: [code, REFERRAL_PAGE_SIZE, (pageNo - 1) * REFERRAL_PAGE_SIZE],
  });
  const content: Invitee[] = rows.rows.map((r) => ({
    username: maskUsername(String(r.username)),
    regDate: `${String(r.reg_date).replace(" ", "T")}Z`,
    status: Number(r.active) ? "active" : "registered",
  }));
  return {
    invitedCount: total,
    activeCount: Number(counts.rows[0]?.active ?? 0),
    invitees: { content, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / REFERRAL_PAGE_SIZE)), total },
  };
}

/** How many claims the member has made (the version a claim names). */
export async function claimCount(db: Client, memberId: number): Promise<number> {
  const result = await db.execute({ sql: "SELECT COUNT(*) AS n FROM rebate_claims WHERE member_id = ?", args: [memberId] });
  return Number(result.rows[0]?.n ?? 0);
}

/** The member's last 20 claims, newest first. */
export async function claimHistory(db: Client, memberId: number): Promise<RebateClaimRow[]> {
  const rows = await db.execute({
    sql: "SELECT id, created_at, amount_minor, bet_count FROM rebate_claims WHERE member_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 20",
    args: [memberId],
  });
  return rows.rows.map((r) => ({ id: String(r.id), time: new Date(Number(r.created_at)).toISOString(), amount: toMajor(Number(r.amount_minor)), betCount: Number(r.bet_count) }));
}
