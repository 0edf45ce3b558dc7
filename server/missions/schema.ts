/**
 * Migration 012_messages_missions.
 *
 * Messages get an opaque public id (the row id is sequential and never leaves the server). Missions are a fixed
 * catalogue in code (catalogue.ts); the database keeps the days each member logged in (filled by a trigger on
 * sessions, so no login path needs to know), the claims (one row per member, mission and period: a reward is paid at
 * most once, its ledger ref beside it) and the periods the clock has closed.
 */
export const MESSAGES_MISSIONS_MIGRATION = {
  id: "012_messages_missions",
  statements: [
    "ALTER TABLE messages ADD COLUMN public_id TEXT",
    "UPDATE messages SET public_id = lower(hex(randomblob(12))) WHERE public_id IS NULL",
    "CREATE UNIQUE INDEX messages_public_id ON messages(public_id)",
    `CREATE TABLE member_login_days (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      /** Bangkok day number: floor((ms + 7 h) / 1 day). */
      day INTEGER NOT NULL,
      PRIMARY KEY (member_id, day)
    )`,
    `CREATE TRIGGER sessions_login_day AFTER INSERT ON sessions BEGIN
      INSERT OR IGNORE INTO member_login_days (member_id, day) VALUES (NEW.member_id, (NEW.created_at + 25200000) / 86400000);
    END`,
    `CREATE TABLE mission_claims (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      mission_id TEXT NOT NULL,
      period_start INTEGER NOT NULL,
      reward_minor INTEGER NOT NULL,
      tx_ref TEXT NOT NULL UNIQUE,
      claimed_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, mission_id, period_start)
    )`,
    `CREATE TABLE mission_periods (
      period TEXT NOT NULL CHECK (period IN ('daily', 'weekly')),
      period_start INTEGER NOT NULL,
      closed_at INTEGER NOT NULL,
      /** Claims made in the period, counted when it closed. */
      claims INTEGER NOT NULL,
      PRIMARY KEY (period, period_start)
    )`,
  ],
};

/** Emptied by a reset (children of members). */
export const MISSION_TABLES = ["mission_claims", "mission_periods", "member_login_days"] as const;
