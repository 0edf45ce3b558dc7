import type { Client } from "@libsql/client";
import { siteDomains } from "../site";
import { num } from "./values";

/** Longest code or domain looked up (longer ones are no code of ours). */
const MAX_LENGTH = 255;

/**
 * The agent behind an invitation (affiliate) code when the code is valid on `domain`: the domain must be one of the
 * site's (SITE_DOMAINS or the host the request came in on) and, for a code bound to one domain, that domain.
 */
export async function affiliateAgent(db: Client, code: string, domain: string, requestHost: string): Promise<number | undefined> {
  const wanted = code.trim();
  const where = domain.trim().toLowerCase().replace(/:\d+$/, "");
  if (!wanted || !where || wanted.length > MAX_LENGTH || where.length > MAX_LENGTH) return undefined;
  if (!siteDomains(requestHost.toLowerCase()).includes(where)) return undefined;
  const result = await db.execute({
    sql: "SELECT member_id FROM affiliate_codes WHERE code = ? AND (domain IS NULL OR domain = ?)",
    args: [wanted, where],
  });
  const row = result.rows[0];
  return row ? num(row, "member_id") : undefined;
}
