import type { Client, InStatement, InValue, Row } from "@libsql/client";
import type { Phone } from "../phone";
import { bool, num, optNum, optStr, str } from "./values";

export type Member = {
  id: number;
  username: string;
  passwordHash: string;
  type: number;
  nickname: string | null;
  mobile: string | null;
  clubLabel: string | null;
  vipRankLevel: number | null;
  uplineId: number | null;
  regDate: string;
  firstLogin: boolean;
  passwordExpired: boolean;
  availablePromoCount: number;
  email: string | null;
  countryDialingCode: string;
  ipVerification: boolean;
};

const COLUMNS = `id, username, password_hash, type, nickname, mobile, club_label, vip_rank_level, upline_id, reg_date,
  first_login, password_expired, available_promo_count, email, country_dialing_code, ip_verification`;

function toMember(row: Row): Member {
  return {
    id: num(row, "id"),
    username: str(row, "username"),
    passwordHash: str(row, "password_hash"),
    type: num(row, "type"),
    nickname: optStr(row, "nickname"),
    mobile: optStr(row, "mobile"),
    clubLabel: optStr(row, "club_label"),
    vipRankLevel: optNum(row, "vip_rank_level"),
    uplineId: optNum(row, "upline_id"),
    regDate: str(row, "reg_date"),
    firstLogin: bool(row, "first_login"),
    passwordExpired: bool(row, "password_expired"),
    availablePromoCount: num(row, "available_promo_count"),
    email: optStr(row, "email"),
    countryDialingCode: str(row, "country_dialing_code"),
    ipVerification: bool(row, "ip_verification"),
  };
}

/** Usernames compare without case. */
export async function findMemberByUsername(db: Client, username: string): Promise<Member | undefined> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM members WHERE username = ?`, args: [username] });
  const row = result.rows[0];
  return row ? toMember(row) : undefined;
}

/** The account holding a mobile number (stored in local form, `0812345678`, next to its dialling code). */
export async function findMemberByPhone(db: Client, phone: Phone): Promise<Member | undefined> {
  const result = await db.execute({
    sql: `SELECT ${COLUMNS} FROM members WHERE country_dialing_code = ? AND mobile IN (?, ?) ORDER BY id LIMIT 1`,
    args: [phone.countryDialingCode, phone.national, `0${phone.national}`],
  });
  const row = result.rows[0];
  return row ? toMember(row) : undefined;
}

export async function findMemberById(db: Client, id: number): Promise<Member | undefined> {
  const result = await db.execute({ sql: `SELECT ${COLUMNS} FROM members WHERE id = ?`, args: [id] });
  const row = result.rows[0];
  return row ? toMember(row) : undefined;
}

/** `0812345678` -> `081****678`: first and last three digits kept. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return `${mobile.slice(0, 1)}${"*".repeat(Math.max(mobile.length - 1, 0))}`;
  return `${mobile.slice(0, 3)}${"*".repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

/** Wallet balances in minor units (satang), main wallet (0) first. */
export async function memberAccounts(db: Client, memberId: number): Promise<{ accountTypeId: number; balanceMinor: number }[]> {
  const result = await db.execute({
    sql: "SELECT account_type_id, balance_minor FROM accounts WHERE member_id = ? ORDER BY account_type_id",
    args: [memberId],
  });
  return result.rows.map((row) => ({ accountTypeId: num(row, "account_type_id"), balanceMinor: num(row, "balance_minor") }));
}

export async function unreadMessageCount(db: Client, memberId: number): Promise<number> {
  const result = await db.execute({ sql: "SELECT COUNT(*) AS n FROM messages WHERE member_id = ? AND is_read = 0", args: [memberId] });
  const row = result.rows[0];
  return row ? num(row, "n") : 0;
}

/** Sets a new password and clears the forced-change flags; with a guard only while its SQL condition holds. */
export function setPasswordStatement(memberId: number, passwordHash: string, guard?: { sql: string; args: InValue[] }): InStatement {
  return {
    sql: `UPDATE members SET password_hash = ?, first_login = 0, password_expired = 0 WHERE id = ?${guard ? ` AND ${guard.sql}` : ""}`,
    args: [passwordHash, memberId, ...(guard?.args ?? [])],
  };
}
