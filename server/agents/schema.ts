/**
 * Migration 008_agents: contracts between an upline and a direct downline, their settlements, agent announcements.
 *
 * Rates are stored in hundredths of a percent (`rate_cent`: "1.25" % is 125). A settlement is keyed by
 * (contract, period start) and carries the ref of its ledger transaction (also unique): nothing is paid twice.
 */
export const AGENTS_MIGRATION = {
  id: "008_agents",
  statements: [
    `CREATE TABLE agent_contracts (
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('dividend', 'daily', 'hourly', 'realtime')),
      upline_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      downline_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      rate_cent INTEGER NOT NULL CHECK (rate_cent > 0),
      status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'terminationRequested', 'rejected', 'withdrawn', 'terminated', 'ended')),
      version INTEGER NOT NULL DEFAULT 1,
      created_at INTEGER NOT NULL,
      accepted_at INTEGER,
      ended_at INTEGER,
      termination_requested_by TEXT CHECK (termination_requested_by IN ('upline', 'downline')),
      end_reason TEXT CHECK (end_reason IN ('lowerRate', 'replaced')),
      /** End of the last settled period (ms); settlement starts at acceptance. */
      settled_until INTEGER
    )`,
    "CREATE INDEX agent_contracts_upline ON agent_contracts(upline_id, kind)",
    "CREATE INDEX agent_contracts_downline ON agent_contracts(downline_id, kind)",
    /** A holder has at most one running contract of a kind, and a pair at most one waiting offer of a kind. */
    "CREATE UNIQUE INDEX agent_contracts_one_running ON agent_contracts(kind, downline_id) WHERE status IN ('active', 'terminationRequested')",
    "CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts(kind, upline_id, downline_id) WHERE status = 'pending'",
    `CREATE TABLE agent_settlements (
      id INTEGER PRIMARY KEY,
      contract_id INTEGER NOT NULL REFERENCES agent_contracts(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      holder_id INTEGER NOT NULL,
      upline_id INTEGER NOT NULL,
      period_start INTEGER NOT NULL,
      period_end INTEGER NOT NULL,
      basis_minor INTEGER NOT NULL,
      rate_cent INTEGER NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      tx_ref TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL,
      UNIQUE (contract_id, period_start)
    )`,
    "CREATE INDEX agent_settlements_holder ON agent_settlements(holder_id, created_at)",
    "CREATE INDEX agent_settlements_upline ON agent_settlements(upline_id, created_at)",
    `CREATE TABLE agent_announcements (
      id INTEGER PRIMARY KEY,
      title_th TEXT NOT NULL,
      title_en TEXT NOT NULL,
      content_th TEXT NOT NULL,
      content_en TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`,
  ],
};

/** Emptied by a reset, children first (before the wallet's tables and members). */
export const AGENT_TABLES = ["agent_settlements", "agent_contracts", "agent_announcements"] as const;
