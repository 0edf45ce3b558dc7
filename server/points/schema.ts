/**
 * Migration 015_points_vip: points (a signed movement table per member and point type, never negative per type),
 * rewards and redemptions, VIP upgrades paid, red-envelope events and grabs. Money moves only through the ledger.
 */
export const POINTS_MIGRATION = {
  id: "015_points_vip",
  statements: [
    `CREATE TABLE point_entries (
      id TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      point_type TEXT NOT NULL,
      kind TEXT NOT NULL,
      points INTEGER NOT NULL CHECK (points <> 0),
      created_at INTEGER NOT NULL,
      source TEXT UNIQUE
    )`,
    "CREATE INDEX point_entries_member ON point_entries(member_id, point_type)",
    `CREATE TRIGGER point_entries_never_negative BEFORE INSERT ON point_entries WHEN NEW.points < 0
      AND (SELECT COALESCE(SUM(points), 0) FROM point_entries WHERE member_id = NEW.member_id AND point_type = NEW.point_type) + NEW.points < 0
      BEGIN SELECT RAISE(ABORT, 'NEGATIVE_POINTS'); END`,
    `CREATE TABLE point_rewards (
      id TEXT PRIMARY KEY,
      name_th TEXT NOT NULL,
      name_en TEXT NOT NULL,
      description_th TEXT NOT NULL,
      description_en TEXT NOT NULL,
      point_type TEXT NOT NULL,
      cost INTEGER NOT NULL CHECK (cost > 0),
      stock INTEGER NOT NULL CHECK (stock >= 0),
      sort INTEGER NOT NULL
    )`,
    `CREATE TABLE point_redemptions (
      id TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      reward_id TEXT NOT NULL REFERENCES point_rewards(id) ON DELETE CASCADE,
      point_type TEXT NOT NULL,
      points INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('inProcess', 'rejected', 'approved')),
      created_at INTEGER NOT NULL
    )`,
    "CREATE INDEX point_redemptions_member ON point_redemptions(member_id, created_at)",
    /** One row per member and VIP level reached through the server: the upgrade bonus is paid with it, once. */
    `CREATE TABLE vip_upgrades (
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      level INTEGER NOT NULL,
      bonus_minor INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, level)
    )`,
    `CREATE TABLE red_envelope_events (
      id TEXT PRIMARY KEY,
      title_th TEXT NOT NULL,
      title_en TEXT NOT NULL,
      starts_at INTEGER NOT NULL,
      ends_at INTEGER NOT NULL,
      pool_minor INTEGER NOT NULL CHECK (pool_minor > 0),
      shares INTEGER NOT NULL CHECK (shares > 0),
      remaining_minor INTEGER NOT NULL CHECK (remaining_minor >= 0),
      remaining_shares INTEGER NOT NULL CHECK (remaining_shares >= 0)
    )`,
    `CREATE TABLE red_envelope_grabs (
      event_id TEXT NOT NULL REFERENCES red_envelope_events(id) ON DELETE CASCADE,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      tx_ref TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (event_id, member_id)
    )`,
  ],
};

/** Emptied by a reset, children first. */
export const POINTS_TABLES = ["red_envelope_grabs", "red_envelope_events", "vip_upgrades", "point_redemptions", "point_rewards", "point_entries"] as const;
