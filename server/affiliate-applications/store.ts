import type { Client } from "@libsql/client";
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

/**
 * Stores the application when the address and the member are under AFFILIATE_RATE (one statement, so two sends at
 * the same moment cannot both take the last place); undefined when a limit refused.
 */
export async function insertApplication(db: Client, a: NewApplication): Promise<AffiliateApplicationAnswer | undefined> {
  const id = `aff-${newToken(12)}`;
  const since = a.now - AFFILIATE_RATE.windowMs;
  const inserted = await db.execute({
    sql: `INSERT INTO affiliate_applications (id, member_id, ip, full_name, country_dialing_code, mobile, email, contact, channel, message, created_at)
          SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
          WHERE (SELECT COUNT(*) FROM affiliate_applications WHERE ip = ? AND created_at > ?) < ?
            AND (SELECT COUNT(*) FROM affiliate_applications WHERE member_id = ? AND created_at > ?) < ?`,
    args: [
      id, a.memberId, a.ip, a.fullName, a.countryDialingCode, a.mobile, a.email, a.contact, a.channel, a.message, a.now,
      a.ip, since, AFFILIATE_RATE.perAddress, a.memberId, since, AFFILIATE_RATE.perMember,
    ],
  });
  if (inserted.rowsAffected !== 1) return undefined;
  return { id, createdAt: new Date(a.now).toISOString() };
}
