/**
 * The reality check: each member's interval (a member with no row has the default), and per session the instant up
 * to which checks were acknowledged (a column of `sessions`, so it ends with the session).
 */
export const REALITY_CHECK_MIGRATION = {
  id: "025_reality_check",
  statements: [
    `CREATE TABLE reality_check_settings (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      interval_minutes INTEGER NOT NULL CHECK (interval_minutes IN (0, 15, 30, 60))
    )`,
    "ALTER TABLE sessions ADD COLUMN reality_acked_through INTEGER NOT NULL DEFAULT 0",
  ],
};

export const REALITY_CHECK_TABLES = ["reality_check_settings"] as const;
