/**
 * Migration 014_promotions: the promotions of /promotions and /join, and each member's part in them (the reward
 * centre's activities) with the application's images.
 *
 * Ids are opaque text. One activity per (promotion, member). A paid reward carries the ref of its ledger transaction
 * (`promo-<activity id>`, unique in the ledger too): a reward is paid once, whoever asks and however often.
 */
export const PROMOTIONS_MIGRATION = {
  id: "014_promotions",
  statements: [
    `CREATE TABLE promotions (
      id TEXT PRIMARY KEY,
      promotion_type TEXT NOT NULL,
      action TEXT NOT NULL CHECK (action IN ('none', 'join', 'apply', 'signIn', 'raffle')),
      title_th TEXT NOT NULL,
      title_en TEXT NOT NULL,
      summary_th TEXT NOT NULL,
      summary_en TEXT NOT NULL,
      content_th TEXT NOT NULL,
      content_en TEXT NOT NULL,
      badges TEXT NOT NULL DEFAULT '',
      pay_period TEXT CHECK (pay_period IN ('daily', 'weekly', 'semimonthly', 'monthly')),
      reward_minor INTEGER CHECK (reward_minor IS NULL OR reward_minor > 0),
      starts_at INTEGER NOT NULL,
      ends_at INTEGER,
      sign_up INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL
    )`,
    `CREATE TABLE promotion_activities (
      id TEXT PRIMARY KEY,
      promotion_id TEXT NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      state TEXT NOT NULL CHECK (state IN ('joined', 'applying', 'rejected', 'issued', 'claimed', 'claim', 'processing', 'signed')),
      comment TEXT,
      note TEXT,
      ledger_ref TEXT UNIQUE,
      updated_at INTEGER NOT NULL,
      UNIQUE (promotion_id, member_id)
    )`,
    "CREATE INDEX promotion_activities_member ON promotion_activities(member_id)",
    `CREATE TABLE promotion_activity_images (
      activity_id TEXT NOT NULL REFERENCES promotion_activities(id) ON DELETE CASCADE,
      idx INTEGER NOT NULL,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (activity_id, idx)
    )`,
  ],
};

/** Children before parents, for a reset to the seed. */
export const PROMOTION_TABLES = ["promotion_activity_images", "promotion_activities", "promotions"] as const;
