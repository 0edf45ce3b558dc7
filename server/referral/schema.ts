/**
 * Migration 013_referral_rebate: members' invitation codes and the manual rebate's claims.
 *
 * A friend is an invitee when `members.referral_code` (what they registered with) is the member's code. A rebate claim
 * is one bonus transaction on the ledger; `rebated_bets` names every bet it paid for, one row per bet (the primary key),
 * so a bet is rebated at most once even if two claims were ever written.
 */
export const REFERRAL_MIGRATION = {
  id: "013_referral_rebate",
  statements: [
    `CREATE TABLE referral_codes (
      member_id INTEGER PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
      code TEXT NOT NULL UNIQUE COLLATE NOCASE
    )`,
    `CREATE TABLE rebate_claims (
      id TEXT PRIMARY KEY,
      member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      bet_count INTEGER NOT NULL,
      tx_ref TEXT NOT NULL REFERENCES ledger_transactions(ref),
      created_at INTEGER NOT NULL
    )`,
    "CREATE INDEX rebate_claims_member ON rebate_claims(member_id, created_at)",
    `CREATE TABLE rebated_bets (
      bet_id INTEGER PRIMARY KEY REFERENCES bet_records(id) ON DELETE CASCADE,
      claim_id TEXT NOT NULL REFERENCES rebate_claims(id) ON DELETE CASCADE
    )`,
  ],
};

/** Emptied by a reset, children first. */
export const REFERRAL_TABLES = ["rebated_bets", "rebate_claims", "referral_codes"] as const;
