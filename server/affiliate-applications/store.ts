import type { Client, InStatement } from "@libsql/client";
import type { AffiliateApplicationAnswer } from "../../contract";
import { newToken } from "../crypto";

/** At most this many applications per client address, and per member, within the hour. */
export const AFFILIATE_RATE = { windowMs: 60 * 60_000, perAddress: 5, perMember: 3 } as const;

export type NewApplication = {
  memberId: number;
  ip: string;
  fullName: string;
  countryDialingCode: string;
  mobile: string;
  email: string;
  contact: string | null;
  channel: string;
  message: string | null;
  now: number;
};

/** Whether the address or the member already sent the most applications AFFILIATE_RATE allows within the hour. */
export async function overAffiliateRate(db: Client, ip: string, memberId: number, now: number): Promise<boolean> {
  const since = now - AFFILIATE_RATE.windowMs;
  const counted = await db.execute({
    sql: `SELECT (SELECT COUNT(*) FROM affiliate_applications WHERE ip = ? AND created_at > ?) AS by_address,
                 (SELECT COUNT(*) FROM affiliate_applications WHERE member_id = ? AND created_at > ?) AS by_member`,
    args: [ip, since, memberId, since],
  });
  const row = counted.rows[0];
  return Number(row?.by_address ?? 0) >= AFFILIATE_RATE.perAddress || Number(row?.by_member ?? 0) >= AFFILIATE_RATE.perMember;
}

/**
 * The statement that files the application and the answer it gives. The caller checks the rate first and writes it
 * in the same serialized turn (serveMoneyCall), so two sends at the same moment cannot both take the last place.
 */
export function applicationInsert(a: NewApplication): { statement: InStatement; answer: AffiliateApplicationAnswer } {
  const id = `aff-${newToken(12)}`;
  return {
    statement: {
      sql: `INSERT INTO affiliate_applications (id, member_id, ip, full_name, country_dialing_code, mobile, email, contact, channel, message, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [id, a.memberId, a.ip, a.fullName, a.countryDialingCode, a.mobile, a.email, a.contact, a.channel, a.message, a.now],
    },
    answer: { id, createdAt: new Date(a.now).toISOString() },
  };
}
