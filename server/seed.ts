import type { Client, InStatement } from "@libsql/client";
import { chatGamesSeedStatements } from "./chat/seed";
import { DATA_TABLES } from "./db";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { hashPassword } from "./passwords";
import { openingStatements } from "./wallet/ledger";
import { demoHistoryStatements } from "./wallet/demo-history";
import { SEED_PASSWORD_HASHES } from "./seed-hashes";
import { maintenanceSeedStatements } from "./store/games";
import { agentSeedStatements } from "./agents/seed";
import { securitySeedStatements } from "./security/seed";
import { promotionSeedStatements } from "./promotions/seed";
import { referralSeedStatements } from "./referral/seed";
import { missionSeedStatements } from "./missions/seed";
import { helpSeedStatements } from "./help/seed";
import { pointsSeedStatements } from "./points/seed";
import {
  SEED_AFFILIATE_CODES,
  SEED_BANNERS,
  SEED_MEMBERS,
  SEED_MESSAGES,
  SEED_NOTICES,
  SEED_WHITELABEL,
  SITE_VARIANT_FLAGS,
  SITE_VARIANT_SETTINGS,
  type SeedMember,
  type SiteVariant,
} from "./seed-data";

const bit = (value: boolean | undefined) => (value ? 1 : 0);

function passwordOf(username: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`seed member ${username} is missing from DEMO_ACCOUNTS`);
  return account.password;
}

/** The stored hash when it was made from the current password, else a fresh one (same salt, same result). */
function seedHash(username: string): string {
  const password = passwordOf(username);
  const known = SEED_PASSWORD_HASHES[username];
  return known?.password === password ? known.hash : hashPassword(password, `seed-salt-${username}`);
}

/** The rows of seed members and their wallets. */
function memberStatements(members: SeedMember[]): InStatement[] {
  const statements: InStatement[] = [];
  for (const m of members) {
    statements.push({
      sql: `INSERT INTO members (id, username, password_hash, type, nickname, mobile, club_label, vip_rank_level, upline_id, reg_date,
              first_login, password_expired, available_promo_count, email, country_dialing_code, ip_verification)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        m.id, m.username, seedHash(m.username), m.type, m.nickname, m.mobile, m.clubLabel,
        m.vipRankLevel, m.uplineId, m.regDate, bit(m.firstLogin), bit(m.passwordExpired), m.availablePromoCount,
        m.email ?? null, "+66", bit(m.ipVerification),
      ],
    });
    for (const [typeId, minor] of Object.entries(m.accounts)) {
      // Balances come from ledger entries only: an empty account, then an opening transaction.
      statements.push({ sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) VALUES (?, ?, 0)", args: [m.id, Number(typeId)] });
      statements.push(...openingStatements(m.id, Number(typeId), minor));
    }
  }
  return statements;
}

/** The register settings rows of a site variant. */
function registerSettingStatements(variant: SiteVariant): InStatement[] {
  return SITE_VARIANT_SETTINGS[variant].map((s, index) => ({
    sql: "INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)",
    args: [s.field, bit(s.enabled), bit(s.required), s.minLength, s.maxLength, s.patternId, index],
  }));
}

/** Switches the site to a seeded registration configuration (register settings and registration flags), in one transaction. */
export async function applySiteVariant(db: Client, variant: SiteVariant): Promise<void> {
  await db.batch(
    [
      "DELETE FROM register_settings",
      ...registerSettingStatements(variant),
      ...Object.entries(SITE_VARIANT_FLAGS[variant]).map(([modId, enabled]) => ({ sql: "UPDATE whitelabel_flags SET enabled = ? WHERE mod_id = ?", args: [bit(enabled), modId] })),
      { sql: "UPDATE system_state SET site_variant = ? WHERE id = 1", args: [variant] },
    ],
    "write",
  );
}

/** The seeded registration configuration the site runs. */
export async function currentSiteVariant(db: Client): Promise<SiteVariant> {
  const result = await db.execute("SELECT site_variant FROM system_state WHERE id = 1");
  return result.rows[0]?.site_variant === "mobile" ? "mobile" : "default";
}

/**
 * Every row of the demo site. Deterministic: fixed ids, dates and salts, no randomness; only demo's last month is
 * dated back from `now` (the seeding instant), so the records pages' recent ranges show it whenever the site is seeded.
 */
export function seedStatements(now: number): InStatement[] {
  const statements: InStatement[] = [
    "INSERT INTO system_state (id, status, maintenance_end, location_ip, location_country, domain_valid) VALUES (1, 0, NULL, NULL, NULL, 1)",
  ];
  SEED_WHITELABEL.forEach((parent, parentIndex) => {
    statements.push({ sql: "INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort) VALUES (?, NULL, ?, ?)", args: [parent.modId, bit(parent.enabled), parentIndex] });
    parent.children.forEach((child, childIndex) => {
      statements.push({ sql: "INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort) VALUES (?, ?, ?, ?)", args: [child.modId, parent.modId, bit(child.enabled), childIndex] });
    });
  });
  statements.push(...registerSettingStatements("default"));
  statements.push(...memberStatements(SEED_MEMBERS));
  for (const a of SEED_AFFILIATE_CODES) {
    statements.push({ sql: "INSERT INTO affiliate_codes (code, member_id, domain) VALUES (?, ?, ?)", args: [a.code, a.memberId, a.domain] });
  }
  for (const msg of SEED_MESSAGES) {
    statements.push({
      sql: "INSERT INTO messages (id, member_id, title, body, title_en, body_en, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      args: [msg.id, msg.memberId, msg.title, msg.body, msg.titleEn, msg.bodyEn, bit(msg.read), msg.createdAt],
    });
  }
  SEED_BANNERS.forEach((b, index) => {
    statements.push({
      sql: "INSERT INTO banners (id, group_name, url, linkage_type, link_url, sort) VALUES (?, ?, ?, ?, ?, ?)",
      args: [b.id, b.groupName, b.url, b.linkageType, b.linkUrl, index],
    });
  });
  SEED_NOTICES.forEach((n, index) => {
    statements.push({
      sql: `INSERT INTO notices (id, kind, title_th, title_en, content_th, content_en, promotion_type, execution, sort)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [n.id, n.kind, n.titleTh, n.titleEn, n.contentTh, n.contentEn, n.promotionType, n.execution, index],
    });
  });
  statements.push(...maintenanceSeedStatements());
  statements.push(...agentSeedStatements());
  statements.push(...securitySeedStatements());
  statements.push(...promotionSeedStatements());
  statements.push(...referralSeedStatements());
  statements.push(...missionSeedStatements());
  statements.push(...helpSeedStatements());
  statements.push(...pointsSeedStatements());
  statements.push(...chatGamesSeedStatements());
  statements.push(...demoHistoryStatements(now));
  return statements;
}

/** Seeds an empty database (demo's month dated back from `now`); does nothing when the seed is already there. Returns whether it seeded. */
export async function seedIfEmpty(db: Client, now: number): Promise<boolean> {
  const found = await db.execute("SELECT COUNT(*) AS n FROM system_state");
  if (Number(found.rows[0]?.n ?? 0) > 0) return false;
  await db.batch(seedStatements(now), "write");
  return true;
}

/** Empties every data table and seeds again (demo's month dated back from `now`), in one transaction. */
export async function resetToSeed(db: Client, now: number): Promise<void> {
  await db.batch([...DATA_TABLES.map((table) => `DELETE FROM ${table}`), ...seedStatements(now)], "write");
}

/** Adds the seed members (with wallets) that a database seeded by an older version lacks; returns how many. */
export async function addMissingSeedMembers(db: Client): Promise<number> {
  const result = await db.execute("SELECT id, username FROM members");
  const ids = new Set(result.rows.map((row) => Number(row.id)));
  const names = new Set(result.rows.map((row) => String(row.username).toLowerCase()));
  const missing = SEED_MEMBERS.filter((m) => !ids.has(m.id) && !names.has(m.username.toLowerCase()));
  if (missing.length > 0) await db.batch(memberStatements(missing), "write");
  return missing.length;
}
