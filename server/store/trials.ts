import { randomInt } from "node:crypto";
import type { Client } from "@libsql/client";
import { TRIAL_TYPE } from "../../contract";
import { newToken } from "../crypto";
import type { Member } from "./members";
import { num } from "./values";
import { trialCreditStatements } from "../wallet/ledger-sql";

/** Demo credit of a trial account: 2,000.00 in satang. */
export const TRIAL_CREDIT_MINOR = 200_000;
/** Trial accounts have no password anyone knows: this is not a valid hash, so no password matches it. */
const NO_PASSWORD = "!";
const TRIES = 5;

/** `2024-05-01 12:00:00` in UTC, the format of reg_date. */
export function regDate(now: number): string {
  return new Date(now).toISOString().slice(0, 19).replace("T", " ");
}

const isUniqueClash = (error: unknown) => error instanceof Error && /UNIQUE/i.test(error.message);

export type Trial = { member: Pick<Member, "id" | "username" | "type" | "firstLogin" | "passwordExpired">; token: string };

/** Creates a trial member ("trial" + six digits) with its wallet and a session, in one transaction. */
export async function createTrialMember(db: Client, now: number): Promise<Trial> {
  for (let attempt = 1; ; attempt += 1) {
    const username = `trial${randomInt(100_000, 1_000_000)}`;
    const token = newToken();
    try {
      const results = await db.batch(
        [
          { sql: "INSERT INTO members (username, password_hash, type, reg_date) VALUES (?, ?, ?, ?)", args: [username, NO_PASSWORD, TRIAL_TYPE, regDate(now)] },
          { sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) SELECT id, 0, 0 FROM members WHERE username = ?", args: [username] },
          ...trialCreditStatements(username, TRIAL_CREDIT_MINOR, now),
          { sql: "INSERT INTO sessions (token, member_id, created_at, last_used_at) SELECT ?, id, ?, ? FROM members WHERE username = ?", args: [token, now, now, username] },
          { sql: "SELECT id FROM members WHERE username = ?", args: [username] },
        ],
        "write",
      );
      const row = results.at(-1)?.rows[0];
      if (!row) throw new Error("trial member was not created");
      return { member: { id: num(row, "id"), username, type: TRIAL_TYPE, firstLogin: false, passwordExpired: false }, token };
    } catch (error) {
      if (!isUniqueClash(error) || attempt >= TRIES) throw error;
    }
  }
}
