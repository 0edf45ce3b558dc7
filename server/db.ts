import { REAUTH_MIGRATION, REAUTH_TABLES, SECURITY_CENTRE_MIGRATION, SECURITY_CENTRE_TABLES } from "./security/schema";
import { createClient, type Client } from "@libsql/client";
import type { Migration } from "./migration";
import { watchWrites } from "./read-cache";
import { WALLET_MIGRATION, WALLET_TABLES } from "./wallet/schema";
import { AGENTS_MIGRATION, AGENT_TABLES } from "./agents/schema";
import { PASSWORD_RESETS_MIGRATION } from "./store/password-resets";
import { PROMOTIONS_MIGRATION, PROMOTION_TABLES } from "./promotions/schema";
import { REFERRAL_MIGRATION, REFERRAL_TABLES } from "./referral/schema";
import { MESSAGES_MISSIONS_MIGRATION, MISSION_TABLES } from "./missions/schema";
import { HELP_MIGRATION, HELP_TABLES } from "./help/schema";
import { POINTS_MIGRATION, POINTS_TABLES } from "./points/schema";
import { CHAT_GAMES_MIGRATION, CHAT_GAMES_TABLES } from "./chat/schema";
import { SENDER_LIMITS_MIGRATION, SENDER_LIMITS_TABLES } from "./senders/schema";
import { MESSAGE_LANGUAGES_MIGRATION } from "./inbox/schema";
import { IP_VERIFICATION_MIGRATION, IP_VERIFICATION_TABLES } from "./ip-verification/schema";
import { AFFILIATE_APPLICATION_TABLES, AFFILIATE_APPLICATIONS_MIGRATION } from "./affiliate-applications/schema";
import { SAFER_PLAY_BREAKS_MIGRATION, SAFER_PLAY_MIGRATION, SAFER_PLAY_TABLES } from "./safer-play/schema";
import { REALITY_CHECK_MIGRATION, REALITY_CHECK_TABLES } from "./reality-check/schema";

export type { Migration };

/** Applied in order, once each; `schema_migrations` records which ran. Never edit a shipped migration: add one. */
export const MIGRATIONS: Migration[] = [
  {
    id: "001_initial",
    statements: [
      `CREATE TABLE system_state (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        status INTEGER NOT NULL DEFAULT 0,
        maintenance_end TEXT,
        location_ip TEXT,
        location_country TEXT,
        domain_valid INTEGER NOT NULL DEFAULT 1
      )`,
      `CREATE TABLE whitelabel_flags (
        mod_id TEXT PRIMARY KEY,
        parent_id TEXT REFERENCES whitelabel_flags(mod_id),
        enabled INTEGER NOT NULL,
        sort INTEGER NOT NULL
      )`,
      `CREATE TABLE register_settings (
        field TEXT PRIMARY KEY,
        enabled INTEGER NOT NULL,
        required INTEGER NOT NULL,
        min_length INTEGER NOT NULL,
        max_length INTEGER NOT NULL,
        pattern_id INTEGER NOT NULL,
        sort INTEGER NOT NULL
      )`,
      `CREATE TABLE members (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash TEXT NOT NULL,
        type INTEGER NOT NULL,
        nickname TEXT,
        mobile TEXT,
        club_label TEXT,
        vip_rank_level INTEGER,
        upline_id INTEGER REFERENCES members(id),
        reg_date TEXT NOT NULL,
        first_login INTEGER NOT NULL DEFAULT 0,
        password_expired INTEGER NOT NULL DEFAULT 0,
        available_promo_count INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX members_upline ON members(upline_id)`,
      `CREATE INDEX members_mobile ON members(mobile)`,
      `CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL
      )`,
      `CREATE INDEX sessions_member ON sessions(member_id)`,
      `CREATE TABLE login_guard (
        username TEXT PRIMARY KEY COLLATE NOCASE,
        captcha_required INTEGER NOT NULL,
        failures INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      )`,
      `CREATE TABLE captchas (
        cid TEXT PRIMARY KEY,
        answer TEXT NOT NULL,
        issued_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE sms_outbox (
        id INTEGER PRIMARY KEY,
        mobile TEXT NOT NULL,
        code TEXT NOT NULL,
        purpose TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        used INTEGER NOT NULL DEFAULT 0
      )`,
      `CREATE INDEX sms_outbox_mobile ON sms_outbox(mobile)`,
      `CREATE TABLE accounts (
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        account_type_id INTEGER NOT NULL,
        balance_minor INTEGER NOT NULL,
        PRIMARY KEY (member_id, account_type_id)
      )`,
      `CREATE TABLE messages (
        id INTEGER PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        is_read INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      )`,
      `CREATE INDEX messages_member ON messages(member_id)`,
      `CREATE TABLE banners (
        id INTEGER PRIMARY KEY,
        group_name TEXT NOT NULL,
        url TEXT NOT NULL,
        linkage_type TEXT,
        link_url TEXT,
        sort INTEGER NOT NULL
      )`,
      `CREATE TABLE notices (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('player', 'popup', 'promotion')),
        title_th TEXT NOT NULL,
        title_en TEXT NOT NULL,
        content_th TEXT NOT NULL,
        content_en TEXT NOT NULL,
        promotion_type TEXT,
        execution TEXT CHECK (execution IN ('A', 'B', 'F')),
        sort INTEGER NOT NULL
      )`,
    ],
  },
  {
    id: "002_sign_in",
    statements: [
      "ALTER TABLE members ADD COLUMN email TEXT",
      "ALTER TABLE members ADD COLUMN country_dialing_code TEXT NOT NULL DEFAULT '+66'",
      /** Simulates "login from an unregistered IP": every login of such a member needs extra verification. */
      "ALTER TABLE members ADD COLUMN ip_verification INTEGER NOT NULL DEFAULT 0",
      /** Wrong entries of the code; at 5 the code is dead. */
      "ALTER TABLE sms_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0",
      `CREATE INDEX sms_outbox_purpose ON sms_outbox(mobile, purpose)`,
      `CREATE TABLE login_failures (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL CHECK (scope IN ('account', 'address')),
        key TEXT NOT NULL COLLATE NOCASE,
        at INTEGER NOT NULL
      )`,
      `CREATE INDEX login_failures_key ON login_failures(scope, key, at)`,
      `CREATE TABLE login_locks (
        scope TEXT NOT NULL,
        key TEXT NOT NULL COLLATE NOCASE,
        until INTEGER NOT NULL,
        PRIMARY KEY (scope, key)
      )`,
      `CREATE TABLE email_outbox (
        id INTEGER PRIMARY KEY,
        to_address TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      )`,
      `CREATE INDEX email_outbox_to ON email_outbox(to_address)`,
      // A database seeded before this migration: demo gets its e-mail and gives 0812345678 to mobileuser (no-ops on an empty one).
      "UPDATE members SET email = 'demo@example.com' WHERE id = 1001 AND username = 'demo' AND email IS NULL",
      "UPDATE members SET mobile = '0898765432' WHERE id = 1001 AND username = 'demo' AND mobile = '0812345678'",
    ],
  },
  {
    id: "003_register",
    statements: [
      // What a registration records besides the login fields.
      "ALTER TABLE members ADD COLUMN payee_name TEXT",
      "ALTER TABLE members ADD COLUMN qq_num TEXT",
      "ALTER TABLE members ADD COLUMN line_id TEXT",
      "ALTER TABLE members ADD COLUMN whatsapp TEXT",
      "ALTER TABLE members ADD COLUMN facebook TEXT",
      "ALTER TABLE members ADD COLUMN wechat TEXT",
      "ALTER TABLE members ADD COLUMN id_number TEXT",
      "ALTER TABLE members ADD COLUMN payment_password_hash TEXT",
      /** The invitation (affiliate) code the member registered with; upline_id is its agent. */
      "ALTER TABLE members ADD COLUMN affiliate_code TEXT",
      "ALTER TABLE members ADD COLUMN referral_code TEXT",
      "ALTER TABLE members ADD COLUMN recommender_id INTEGER REFERENCES members(id)",
      "ALTER TABLE members ADD COLUMN register_url TEXT",
      "ALTER TABLE members ADD COLUMN register_domain TEXT",
      /** One account per number: a racing second registration of the same number fails inside its transaction. */
      "CREATE UNIQUE INDEX members_phone_unique ON members(country_dialing_code, mobile)",
      /** "default" or "mobile": which seeded registration configuration the site runs (POST /dev/site). */
      "ALTER TABLE system_state ADD COLUMN site_variant TEXT NOT NULL DEFAULT 'default'",
      /** An agent's invitation code; domain NULL = valid on every domain of the site. */
      `CREATE TABLE affiliate_codes (
        code TEXT PRIMARY KEY COLLATE NOCASE,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        domain TEXT COLLATE NOCASE
      )`,
      /** Human-verification challenges already answered (single use), kept until they expire. */
      `CREATE TABLE used_challenges (
        signature TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      )`,
      // A database seeded before this migration gets the new register settings, the agent's code and the new default
      // (SMS verification on registration off); an empty one is left to the seed.
      `INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort)
        SELECT 'recommenderId', 1, 0, 4, 16, 4, 14 WHERE EXISTS (SELECT 1 FROM register_settings)`,
      `INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort)
        SELECT 'verificationCode', 1, 0, 1, 255, 0, 15 WHERE EXISTS (SELECT 1 FROM register_settings)`,
      `INSERT INTO register_settings (field, enabled, required, min_length, max_length, pattern_id, sort)
        SELECT 'referralCode', 1, 0, 4, 20, 4, 16 WHERE EXISTS (SELECT 1 FROM register_settings)`,
      "INSERT INTO affiliate_codes (code, member_id, domain) SELECT 'AGENT01', id, NULL FROM members WHERE id = 1002 AND username = 'agent'",
      "INSERT INTO affiliate_codes (code, member_id, domain) SELECT 'PARTNER9', id, 'partner.example' FROM members WHERE id = 1003 AND username = 'subagent'",
      "UPDATE whitelabel_flags SET enabled = 0 WHERE mod_id = 'REGMOBVERF3'",
    ],
  },
  {
    id: "004_launch_tickets",
    statements: [
      /** What a game URL carries instead of the session token (server/store/launch-tickets.ts). */
      `CREATE TABLE launch_tickets (
        ticket TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        game_code TEXT NOT NULL,
        vendor TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      )`,
    ],
  },
  WALLET_MIGRATION,
  {
    id: "006_games",
    statements: [
      /** The static catalogue (server/games/catalogue.ts), written once on first start; `category` splits the SPORTS lane. */
      `CREATE TABLE games (
        node_id INTEGER PRIMARY KEY,
        game_code TEXT NOT NULL UNIQUE,
        vassalage TEXT NOT NULL,
        game_type TEXT NOT NULL,
        category TEXT NOT NULL,
        game_classify TEXT,
        display_name TEXT NOT NULL,
        game_name TEXT NOT NULL,
        support_play INTEGER NOT NULL,
        hot_rank INTEGER,
        sort INTEGER NOT NULL
      )`,
      "CREATE INDEX games_category ON games(category, vassalage, sort)",
      "CREATE INDEX games_hot ON games(hot_rank) WHERE hot_rank IS NOT NULL",
      /** Games under maintenance (seeded; switchable with POST /dev/games/maintenance). */
      "CREATE TABLE game_maintenance (node_id INTEGER PRIMARY KEY)",
      `CREATE TABLE favourite_games (
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, node_id)
      )`,
      `CREATE TABLE recent_games (
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        node_id INTEGER NOT NULL,
        played_at INTEGER NOT NULL,
        PRIMARY KEY (member_id, node_id)
      )`,
    ],
  },
  {
    id: "007_providers",
    statements: [
      /** Who signs in with a Google or Facebook account (server/routes/providers.ts). */
      `CREATE TABLE social_identities (
        provider TEXT NOT NULL,
        subject TEXT NOT NULL,
        member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
        PRIMARY KEY (provider, subject)
      )`,
      /** A Firebase phone identity linked to an account: for good, one each way. */
      `CREATE TABLE firebase_links (
        uid TEXT PRIMARY KEY,
        member_id INTEGER NOT NULL UNIQUE REFERENCES members(id) ON DELETE CASCADE,
        linked_at INTEGER NOT NULL
      )`,
      // A database seeded before this migration gets the provider flags (an empty one is left to the seed).
      `INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort)
        SELECT 'GOOGLELOGIN3', 'LOGIN3', 1, 10 WHERE EXISTS (SELECT 1 FROM whitelabel_flags WHERE mod_id = 'LOGIN3')`,
      `INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort)
        SELECT 'FACEBOOKLOGIN3', 'LOGIN3', 1, 11 WHERE EXISTS (SELECT 1 FROM whitelabel_flags WHERE mod_id = 'LOGIN3')`,
      `INSERT INTO whitelabel_flags (mod_id, parent_id, enabled, sort)
        SELECT 'FIREBASESMS3', 'REGISTRATION3', 0, 10 WHERE EXISTS (SELECT 1 FROM whitelabel_flags WHERE mod_id = 'REGISTRATION3')`,
    ],
  },
  AGENTS_MIGRATION,
  {
    id: "009_security",
    statements: [
      /** Encrypted bodies already used (the platform scheme has no nonce): a replay within the window is refused. */
      `CREATE TABLE used_encrypted_bodies (
        digest TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      )`,
      /** Social sign-in assertions already used (single use), kept until they expire. */
      `CREATE TABLE used_assertions (
        id TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      )`,
      /** The address that asked for a code (registration codes are limited per address). */
      "ALTER TABLE sms_outbox ADD COLUMN ip TEXT",
      "CREATE INDEX sms_outbox_purpose_time ON sms_outbox(purpose, created_at)",
      /** Failures count for payment passwords too (scope `payment`): the table is rebuilt with the wider check. */
      `CREATE TABLE login_failures_009 (
        id INTEGER PRIMARY KEY,
        scope TEXT NOT NULL CHECK (scope IN ('account', 'address', 'payment')),
        key TEXT NOT NULL COLLATE NOCASE,
        at INTEGER NOT NULL
      )`,
      "INSERT INTO login_failures_009 (id, scope, key, at) SELECT id, scope, key, at FROM login_failures",
      "DROP TABLE login_failures",
      "ALTER TABLE login_failures_009 RENAME TO login_failures",
      "CREATE INDEX login_failures_key ON login_failures(scope, key, at)",
      /** What the contract's upline paid of the holder's wage out of its own wage; the house paid the rest. */
      "ALTER TABLE agent_settlements ADD COLUMN upline_paid_minor INTEGER NOT NULL DEFAULT 0",
    ],
  },
  PASSWORD_RESETS_MIGRATION,
  SECURITY_CENTRE_MIGRATION,
  MESSAGES_MISSIONS_MIGRATION,
  REFERRAL_MIGRATION,
  PROMOTIONS_MIGRATION,
  POINTS_MIGRATION,
  HELP_MIGRATION,
  CHAT_GAMES_MIGRATION,
  REAUTH_MIGRATION,
  SENDER_LIMITS_MIGRATION,
  MESSAGE_LANGUAGES_MIGRATION,
  IP_VERIFICATION_MIGRATION,
  AFFILIATE_APPLICATIONS_MIGRATION,
  SAFER_PLAY_MIGRATION,
  SAFER_PLAY_BREAKS_MIGRATION,
  REALITY_CHECK_MIGRATION,
];

/** Tables holding data (children before parents), emptied by a reset to the seed. */
export const DATA_TABLES = [
  ...IP_VERIFICATION_TABLES,
  ...AFFILIATE_APPLICATION_TABLES,
  ...REALITY_CHECK_TABLES,
  ...SAFER_PLAY_TABLES,
  ...REAUTH_TABLES,
  ...SECURITY_CENTRE_TABLES,
  ...REFERRAL_TABLES,
  ...HELP_TABLES,
  "used_encrypted_bodies",
  "used_assertions",
  ...CHAT_GAMES_TABLES,
  ...SENDER_LIMITS_TABLES,
  "social_identities",
  "firebase_links",
  ...PROMOTION_TABLES,
  ...POINTS_TABLES,
  ...AGENT_TABLES,
  ...MISSION_TABLES,
  ...WALLET_TABLES,
  "favourite_games",
  "recent_games",
  "game_maintenance",
  "launch_tickets",
  "password_resets",
  "sessions",
  "login_guard",
  "login_failures",
  "login_locks",
  "email_outbox",
  "captchas",
  "sms_outbox",
  "used_challenges",
  "affiliate_codes",
  "accounts",
  "messages",
  "members",
  "banners",
  "notices",
  "register_settings",
  "whitelabel_flags",
  "system_state",
] as const;

/**
 * `file:path`, `:memory:` or a libSQL server URL. The client's writes are watched so that hot reads may be kept in
 * memory (server/read-cache.ts): this process must be the only writer of the database, as it is.
 */
export function openDatabase(url: string): Client {
  return watchWrites(createClient({ url }));
}

/**
 * A database file is kept in write-ahead-log mode (recorded in the file; `-wal` and `-shm` files beside it): a commit
 * appends to the log and syncs it once instead of syncing a rollback journal and the file (12 -> 4 ms of the event
 * loop per write on this machine; a login makes four). `synchronous` stays FULL, so a commit survives a power cut too.
 * Nothing for `:memory:` or a libSQL server.
 */
export async function useWriteAheadLog(db: Client, url: string): Promise<void> {
  if (!url.startsWith("file:") || url.includes(":memory:")) return;
  await db.execute("PRAGMA journal_mode = WAL");
}

/** Applies the migrations not yet recorded; returns the ids it applied. */
export async function migrate(db: Client, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  await db.execute("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const done = await db.execute("SELECT id FROM schema_migrations");
  const applied = new Set(done.rows.map((row) => String(row.id)));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    await db.batch(
      [
        ...migration.statements,
        { sql: "INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)", args: [migration.id, new Date().toISOString()] },
      ],
      "write",
    );
    ran.push(migration.id);
  }
  return ran;
}
