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
