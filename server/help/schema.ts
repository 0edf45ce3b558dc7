import type { Migration } from "../migration";

/** Help centre content (per language) and feedback with its images and staff's reply. */
export const HELP_MIGRATION: Migration = {
  id: "016_help_feedback",
  statements: [
    `CREATE TABLE help_categories (
      id TEXT NOT NULL,
      lang TEXT NOT NULL CHECK (lang IN ('TH', 'EN')),
      sort INTEGER NOT NULL,
      title TEXT NOT NULL,
      PRIMARY KEY (id, lang)
    )`,
    `CREATE TABLE help_articles (
      id TEXT NOT NULL,
      lang TEXT NOT NULL CHECK (lang IN ('TH', 'EN')),
      category_id TEXT NOT NULL,
      sort INTEGER NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      PRIMARY KEY (id, lang)
    )`,
    `CREATE TABLE feedback (
      id TEXT PRIMARY KEY,
      member_id INTEGER,
      ip TEXT NOT NULL,
      question_type TEXT NOT NULL,
      content TEXT NOT NULL,
      contact TEXT,
      image_count INTEGER NOT NULL,
      created_at INTEGER NOT NULL,
      idem_scope TEXT NOT NULL,
      idem_key TEXT NOT NULL,
      body_hash TEXT NOT NULL,
      reply TEXT,
      replied_at INTEGER,
      UNIQUE (idem_scope, idem_key)
    )`,
    "CREATE INDEX feedback_member ON feedback(member_id, created_at)",
    "CREATE INDEX feedback_ip ON feedback(ip, created_at)",
    `CREATE TABLE feedback_images (
      feedback_id TEXT NOT NULL,
      sort INTEGER NOT NULL,
      content_type TEXT NOT NULL,
      data BLOB NOT NULL,
      PRIMARY KEY (feedback_id, sort)
    )`,
  ],
};

/** Emptied (children first) by a reset to the seed. */
export const HELP_TABLES = ["feedback_images", "feedback", "help_articles", "help_categories"] as const;
