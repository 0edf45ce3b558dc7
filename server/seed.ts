import type { Client, InStatement } from "@libsql/client";
import { DATA_TABLES } from "./db";
import { DEMO_ACCOUNTS } from "./demo-accounts";
import { hashPassword } from "./passwords";
import { SEED_BANNERS, SEED_MEMBERS, SEED_MESSAGES, SEED_NOTICES, SEED_REGISTER_SETTINGS, SEED_WHITELABEL } from "./seed-data";

const bit = (value: boolean | undefined) => (value ? 1 : 0);

function passwordOf(username: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`seed member ${username} is missing from DEMO_ACCOUNTS`);
  return account.password;
}

/** Every row of the demo site. Deterministic: fixed ids, dates and salts, no randomness. */
export function seedStatements(): InStatement[] {
  const statements: InStatement[] = [
    "INSERT INTO system_state (id, status, maintenance_end, location_ip, location_country, domain_valid) VALUES (1, 0, NULL, NULL, NULL, 1)",
  ];
  SEED_WHITELABEL.forEach((parent, parentIndex) => {
    statements.push({ sql: "INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort) VALUES (?, NULL, ?, ?)", args: [parent.modId, bit(parent.enabled), parentIndex] });
    parent.children.forEach((child, childIndex) => {
      statements.push({ sql: "INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort) VALUES (?, ?, ?, ?)", args: [child.modId, parent.modId, bit(child.enabled), childIndex] });
    });
  });
  SEED_REGISTER_SETTINGS.forEach((s, index) => {
    statements.push({
      sql: "INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort) VALUES (?, ?, ?, ?, ?, ?, ?)",
      args: [s.field, bit(s.enabled), bit(s.required), s.minLength, s.maxLength, s.patternId, index],
    });
  });
  for (const m of SEED_MEMBERS) {
    statements.push({
      sql: `INSERT INTO members (id, username, password_hash, type, nickname, mobile, club_label, vip_rank_level, upline_id, reg_date,
              first_login, password_expired, available_promo_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        m.id, m.username, hashPassword(passwordOf(m.username), `seed-salt-${m.username}`), m.type, m.nickname, m.mobile, m.clubLabel,
        m.vipRankLevel, m.uplineId, m.regDate, bit(m.firstLogin), bit(m.passwordExpired), m.availablePromoCount,
      ],
    });
    for (const [typeId, minor] of Object.entries(m.accounts)) {
      statements.push({ sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) VALUES (?, ?, ?)", args: [m.id, Number(typeId), minor] });
    }
  }
  for (const msg of SEED_MESSAGES) {
    statements.push({
      sql: "INSERT INTO messages (id, member_id, title, body, is_read, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      args: [msg.id, msg.memberId, msg.title, msg.body, bit(msg.read), msg.createdAt],
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
  return statements;
}

/** Seeds an empty database; does nothing when the seed is already there. Returns whether it seeded. */
export async function seedIfEmpty(db: Client): Promise<boolean> {
  const found = await db.execute("SELECT COUNT(*) AS n FROM system_state");
  if (Number(found.rows[0]?.n ?? 0) > 0) return false;
  await db.batch(seedStatements(), "write");
  return true;
}

/** Empties every data table and seeds again, in one transaction. */
export async function resetToSeed(db: Client): Promise<void> {
  await db.batch([...DATA_TABLES.map((table) => `DELETE FROM ${table}`), ...seedStatements()], "write");
}
