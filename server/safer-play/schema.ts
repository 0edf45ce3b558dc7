/**
 * Safer play's limits: every change a member asked for, one row each. The limit in force and the pending change are
 * read from these rows (store.ts), so a raise whose cooling-off has passed is in force without any job running.
 */
export const SAFER_PLAY_MIGRATION = {
  id: "023_safer_play",
  statements: [
    `CREATE TABLE safer_play_changes (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager')),
      period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month')),
      from_minor INTEGER,
      to_minor INTEGER CHECK (to_minor IS NULL OR to_minor > 0),
      requested_at INTEGER NOT NULL,
      effective_at INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('applied', 'pending', 'cancelled', 'replaced'))
    )`,
    "CREATE INDEX safer_play_changes_member ON safer_play_changes (member_id, kind, period, status)",
  ],
};

/**
 * Time-outs and self-exclusions, one row per break taken (never changed afterwards): the break in force is read from
 * the rows at the server's clock (breaks.ts), so a time-out ends by itself. `until` NULL: permanent.
 */
export const SAFER_PLAY_BREAKS_MIGRATION = {
  id: "024_safer_play_breaks",
  statements: [
    `CREATE TABLE safer_play_breaks (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('timeOut', 'selfExclusion')),
      duration TEXT NOT NULL,
      taken_at INTEGER NOT NULL,
      until INTEGER
    )`,
    "CREATE INDEX safer_play_breaks_member ON safer_play_breaks (member_id)",
  ],
};

export const SAFER_PLAY_TABLES = ["safer_play_breaks", "safer_play_changes"] as const;
