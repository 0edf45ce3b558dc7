import { createHash } from "node:crypto";
import type { Client, InStatement } from "@libsql/client";
import type { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ErrorCode, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type CallName, type ValueOf } from "../../contract";
import { failure, serveCall, success, type CallInput, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { isNegativeBalance } from "./ledger";
import { walletText, type WalletMessageKey } from "./messages";

/** Keys are purged after this long (well over a day, so a client retrying the same request a day later still gets the first answer and money never moves twice). */
export const IDEMPOTENCY_TTL_MS = 48 * 60 * 60 * 1000;

const queues = new WeakMap<Client, Promise<unknown>>();

/**
 * Runs money work one at a time per database: each plan reads balances and decides, then writes one batch, and
 * no other money work runs in between. (The database triggers refuse a negative balance even without this.)
 */
export function serialized<T>(db: Client, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(work, work);
  queues.set(db, run.catch(() => undefined));
  return run;
}

export const refuse = (lang: Lang, status: ContentfulStatusCode, errorCode: string, key: WalletMessageKey, values?: Record<string, string | number>) =>
  failure(status, errorCode, walletText(lang, key, values));

/** What a money call decided: the batch to write and the answer it gives (stored under the key in the same batch). */
export type Plan<T> = { statements: InStatement[]; answer: T };

export type MoneyCallOptions<N extends CallName> = {
  /** The member whose money moves (the session's, or the launch ticket's for the demo game). */
  member(input: CallInput<N>): Promise<Outcome<number>>;
  plan(input: CallInput<N> & { memberId: number; now: number }): Promise<Outcome<Plan<ValueOf<N>>>>;
};

/** A money call: `serveCall` plus the Idempotency-Key rule and the serialized, one-batch write. */
export function serveMoneyCall<N extends CallName>(app: Hono, name: N, deps: CallInput<N>["deps"], options: MoneyCallOptions<N>): void {
  serveCall(app, deps, name, async (input) => {
    const key = input.c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return refuse(input.lang, 400, ErrorCode.idempotencyKeyRequired, "idempotencyKeyRequired");
    const who = await options.member(input);
    if (!who.ok) return who;
    const memberId = who.value;
    const bodyHash = createHash("sha256").update(`${name}\n${JSON.stringify(input.body ?? null)}`).digest("hex");
    const { db } = deps;
    return serialized(db, async (): Promise<Outcome<ValueOf<N>>> => {
      const found = await db.execute({ sql: "SELECT call, body_hash, answer FROM idempotency_keys WHERE member_id = ? AND key = ?", args: [memberId, key] });
      const row = found.rows[0];
      if (row) {
        if (String(row.call) !== name || String(row.body_hash) !== bodyHash) return refuse(input.lang, 422, ErrorCode.idempotencyKeyReused, "idempotencyKeyReused");
        return success(JSON.parse(String(row.answer)) as ValueOf<N>);
      }
      const now = deps.clock.now();
      const plan = await options.plan({ ...input, memberId, now });
      if (!plan.ok) return plan;
      try {
        await db.batch(
          [
            ...plan.value.statements,
            { sql: "INSERT INTO idempotency_keys (member_id, key, call, body_hash, answer, created_at) VALUES (?, ?, ?, ?, ?, ?)", args: [memberId, key, name, bodyHash, JSON.stringify(plan.value.answer ?? null), now] },
          ],
          "write",
        );
      } catch (error) {
        if (isNegativeBalance(error)) return refuse(input.lang, 400, ErrorCode.insufficientBalance, "insufficientBalance");
        throw error;
      }
      return success(plan.value.answer);
    });
  });
}

/** The session's member (for member calls). */
export const sessionMember = async <N extends CallName>({ c }: CallInput<N>): Promise<Outcome<number>> => success(c.get("member").memberId);

export async function purgeIdempotencyKeys(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM idempotency_keys WHERE created_at < ?", args: [now - IDEMPOTENCY_TTL_MS] });
}
