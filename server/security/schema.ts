/**
 * Migration 011_security_centre: the profile fields the security centre edits that the members table lacks (nickname,
 * real name as payee_name, e-mail and LINE live on members already). One row per member, written on first save.
 */
export const SECURITY_CENTRE_MIGRATION = {
  id: "011_security_centre",
  statements: [
    `CREATE TABLE member_profiles (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      birthday TEXT,
      telegram TEXT,
      zalo TEXT,
      address TEXT,
      nationality TEXT,
      updated_at INTEGER NOT NULL
    )`,
    // A database seeded before this migration gets the demo member's profile (an empty one is left to the seed).
    `INSERT INTO member_profiles (member_id, birthday, telegram, zalo, address, nationality, updated_at)
      SELECT id, '1990-04-12', 'demo_player', '', '99 Sukhumvit Road, Bangkok', 'Thai', 0 FROM members WHERE id = 1001 AND username = 'demo'`,
  ],
};

export const SECURITY_CENTRE_TABLES = ["member_profiles"] as const;

/**
 * Migration 018_reauthentication: what a security change needs and leaves behind. Wrong login passwords given to a
 * security change and the lock they cause (their own, apart from sign-in's); codes mailed to the current e-mail; and
 * when each recovery channel last changed (recovery through it waits 24 hours from then).
 */
export const REAUTH_MIGRATION = {
  id: "018_reauthentication",
  statements: [
    `CREATE TABLE reauth_failures (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      at INTEGER NOT NULL
    )`,
    "CREATE INDEX reauth_failures_member ON reauth_failures(member_id, at)",
    `CREATE TABLE reauth_locks (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      until INTEGER NOT NULL
    )`,
    `CREATE TABLE email_codes (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      address TEXT NOT NULL COLLATE NOCASE,
      code TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used INTEGER NOT NULL DEFAULT 0,
      attempts INTEGER NOT NULL DEFAULT 0
    )`,
    "CREATE INDEX email_codes_member ON email_codes(member_id, created_at)",
    `CREATE TABLE recovery_channel_changes (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      channel TEXT NOT NULL CHECK (channel IN ('mobile', 'email')),
      changed_at INTEGER NOT NULL
    )`,
    "CREATE INDEX recovery_channel_changes_member ON recovery_channel_changes(member_id, channel, changed_at)",
  ],
};

export const REAUTH_TABLES = ["reauth_failures", "reauth_locks", "email_codes", "recovery_channel_changes"] as const;
