/**
 * Migration 005_wallet: a double-entry ledger under the `accounts` balances.
 *
 * Every movement is one `ledger_transactions` row plus at least two `ledger_entries` that sum to zero, written in
 * one database transaction. A member wallet entry carries member_id and account_type_id; a trigger adds it to
 * `accounts.balance_minor` in the same transaction, so every balance is the sum of its ledger entries. Other
 * entries name a house account (`house:bank`, `house:game`, `house:bonus`, `house:equity`) or the member's
 * withdrawal hold (`hold:withdrawal`). Triggers refuse a negative balance, an unbalanced transaction (checked when
 * it is sealed) and any change to a written entry.
 */
export const WALLET_MIGRATION = {
  id: "005_wallet",
  statements: [
    `CREATE TABLE ledger_transactions (
      id INTEGER PRIMARY KEY,
      ref TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL,
      member_id INTEGER REFERENCES members(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      memo TEXT,
      sealed INTEGER NOT NULL DEFAULT 0
    )`,
    "CREATE INDEX ledger_transactions_member ON ledger_transactions(member_id, created_at)",
    `CREATE TABLE ledger_entries (
      id INTEGER PRIMARY KEY,
      tx_ref TEXT NOT NULL REFERENCES ledger_transactions(ref) ON DELETE CASCADE,
      account TEXT NOT NULL,
      member_id INTEGER,
      account_type_id INTEGER,
      amount_minor INTEGER NOT NULL CHECK (amount_minor <> 0)
    )`,
    "CREATE INDEX ledger_entries_tx ON ledger_entries(tx_ref)",
    "CREATE INDEX ledger_entries_member ON ledger_entries(member_id, account)",
    // Balances that exist before the ledger (an older database) become opening transactions; the triggers come after.
    `INSERT INTO ledger_transactions (ref, kind, member_id, created_at, memo, sealed)
      SELECT 'open-' || member_id || '-' || account_type_id, 'opening', member_id, 0, 'opening balance', 1 FROM accounts WHERE balance_minor <> 0`,
    `INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor)
      SELECT 'open-' || member_id || '-' || account_type_id, 'wallet', member_id, account_type_id, balance_minor FROM accounts WHERE balance_minor <> 0`,
    `INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor)
      SELECT 'open-' || member_id || '-' || account_type_id, 'house:equity', NULL, NULL, -balance_minor FROM accounts WHERE balance_minor <> 0`,
    `CREATE TRIGGER ledger_entry_to_wallet AFTER INSERT ON ledger_entries WHEN NEW.account = 'wallet'
      BEGIN
        INSERT OR IGNORE INTO accounts (member_id, account_type_id, balance_minor) VALUES (NEW.member_id, NEW.account_type_id, 0);
        UPDATE accounts SET balance_minor = balance_minor + NEW.amount_minor WHERE member_id = NEW.member_id AND account_type_id = NEW.account_type_id;
      END`,
    `CREATE TRIGGER ledger_entry_into_open_tx BEFORE INSERT ON ledger_entries
      WHEN (SELECT sealed FROM ledger_transactions WHERE ref = NEW.tx_ref) IS NOT 0
      BEGIN SELECT RAISE(ABORT, 'LEDGER_TX_SEALED'); END`,
    `CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE ON ledger_entries
      BEGIN SELECT RAISE(ABORT, 'LEDGER_IMMUTABLE'); END`,
    `CREATE TRIGGER ledger_seal_balanced BEFORE UPDATE OF sealed ON ledger_transactions
      WHEN NEW.sealed = 1 AND ((SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE tx_ref = NEW.ref) <> 0
        OR (SELECT COUNT(*) FROM ledger_entries WHERE tx_ref = NEW.ref) < 2)
      BEGIN SELECT RAISE(ABORT, 'LEDGER_UNBALANCED'); END`,
    `CREATE TRIGGER accounts_never_negative BEFORE UPDATE OF balance_minor ON accounts WHEN NEW.balance_minor < 0
      BEGIN SELECT RAISE(ABORT, 'NEGATIVE_BALANCE'); END`,
    `CREATE TRIGGER accounts_start_empty BEFORE INSERT ON accounts WHEN NEW.balance_minor <> 0
      BEGIN SELECT RAISE(ABORT, 'BALANCE_WITHOUT_LEDGER'); END`,
    /** Answers of money calls by key; same key + same body hash = same answer. */
    `CREATE TABLE idempotency_keys (
      member_id INTEGER NOT NULL,
      key TEXT NOT NULL,
      call TEXT NOT NULL,
      body_hash TEXT NOT NULL,
      answer TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (member_id, key)
    )`,
    "CREATE INDEX idempotency_keys_age ON idempotency_keys(created_at)",
    `CREATE TABLE deposit_requests (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      channel_id TEXT NOT NULL,
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
      created_at INTEGER NOT NULL,
      decided_at INTEGER
    )`,
    "CREATE INDEX deposit_requests_member ON deposit_requests(member_id, created_at)",
    `CREATE TABLE bank_accounts (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      bank_code TEXT NOT NULL,
      account_number TEXT NOT NULL,
      account_name TEXT NOT NULL,
      bound_at INTEGER NOT NULL
    )`,
    `CREATE TABLE withdrawal_requests (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      status TEXT NOT NULL CHECK (status IN ('pending', 'rejected', 'paid', 'confirmed', 'autoConfirmed', 'partial', 'disputed')),
      created_at INTEGER NOT NULL,
      paid_at INTEGER,
      confirmed_at INTEGER,
      received_minor INTEGER,
      remaining_minor INTEGER
    )`,
    "CREATE INDEX withdrawal_requests_member ON withdrawal_requests(member_id, created_at)",
    "CREATE INDEX withdrawal_requests_status ON withdrawal_requests(status, paid_at)",
    /** Proof images of a "not received" statement, for staff review. */
    `CREATE TABLE withdrawal_proofs (
      id INTEGER PRIMARY KEY,
      withdrawal_id INTEGER NOT NULL REFERENCES withdrawal_requests(id) ON DELETE CASCADE,
      file_name TEXT NOT NULL,
      content_type TEXT NOT NULL,
      data BLOB NOT NULL
    )`,
    `CREATE TABLE bet_records (
      id INTEGER PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      game_code TEXT NOT NULL,
      vendor TEXT NOT NULL,
      stake_minor INTEGER NOT NULL,
      payout_minor INTEGER NOT NULL,
      reels TEXT NOT NULL,
      created_at INTEGER NOT NULL
    )`,
    "CREATE INDEX bet_records_member ON bet_records(member_id, created_at)",
  ],
};

/** Emptied by a reset, children first (put at the start of DATA_TABLES). */
export const WALLET_TABLES = [
  "withdrawal_proofs",
  "withdrawal_requests",
  "deposit_requests",
  "bank_accounts",
  "bet_records",
  "idempotency_keys",
  "ledger_entries",
  "ledger_transactions",
] as const;
