/** Affiliate applications: what a member sent, for staff to follow up (GET /dev/affiliate-applications). */
export const AFFILIATE_APPLICATIONS_MIGRATION = {
  id: "022_affiliate_applications",
  statements: [
    `CREATE TABLE affiliate_applications (
      id TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id),
      ip TEXT NOT NULL,
      full_name TEXT NOT NULL,
      country_dialing_code TEXT NOT NULL,
      mobile TEXT NOT NULL,
      email TEXT NOT NULL,
      contact TEXT,
      channel TEXT NOT NULL,
      message TEXT,
      created_at INTEGER NOT NULL
    )`,
    "CREATE INDEX affiliate_applications_ip ON affiliate_applications (ip, created_at)",
    "CREATE INDEX affiliate_applications_member ON affiliate_applications (member_id, created_at)",
  ],
};

export const AFFILIATE_APPLICATION_TABLES = ["affiliate_applications"] as const;
