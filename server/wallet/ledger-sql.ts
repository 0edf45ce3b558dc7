import type { InStatement } from "@libsql/client";
import { newRef } from "./ledger";

/** A trial member's credit as a ledger movement, for a member known only by username inside the creating batch. */
export function trialCreditStatements(username: string, minor: number, at: number): InStatement[] {
  const ref = newRef();
  const member = "(SELECT id FROM members WHERE username = ?)";
  return [
    { sql: `INSERT INTO ledger_transactions (ref, kind, member_id, created_at, memo) VALUES (?, 'trialCredit', ${member}, ?, 'trial credit')`, args: [ref, username, at] },
    { sql: `INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor) VALUES (?, 'wallet', ${member}, 0, ?)`, args: [ref, username, minor] },
    { sql: "INSERT INTO ledger_entries (tx_ref, account, member_id, account_type_id, amount_minor) VALUES (?, 'house:bonus', NULL, NULL, ?)", args: [ref, -minor] },
    { sql: "UPDATE ledger_transactions SET sealed = 1 WHERE ref = ?", args: [ref] },
  ];
}
