import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { AMOUNT_PATTERN, ErrorCode } from "../../contract";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import { createLaunchTicket } from "../store/launch-tickets";
import { findMemberByUsername } from "../store/members";
import { toMinor } from "../wallet/ledger";
import { serialized } from "../wallet/money-call";
import { bonusStatements, depositApprovedStatements, withdrawalPaidStatements, withdrawalRefundStatements } from "../wallet/movements";
import { depositInfo, findWithdrawal, withdrawalInfo } from "./payments";

const decision = z.object({ decision: z.enum(["approve", "reject"]) });
const bonusBody = z.object({ username: z.string(), amount: z.string().check(z.regex(AMOUNT_PATTERN)), kind: z.optional(z.enum(["bonus", "wage"])), memo: z.optional(z.string()) });

async function readJson<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(await c.req.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const bad = (c: Context, text = "invalid request") => fail(c, 400, ErrorCode.invalidRequest, text);

/**
 * The operator's side of deposits and withdrawals (under /dev, off with REFERENCE_DEV_ROUTES=off):
 * `POST /dev/deposits/:id` and `POST /dev/withdrawals/:id` with `{ decision: "approve" | "reject" }`,
 * `GET /dev/deposits`, `GET /dev/withdrawals` (pending first), `POST /dev/bonus { username, amount, kind?, memo? }`,
 * `POST /dev/launch-ticket { username, gameCode? }`.
 */
export function devWalletRoutes(deps: Deps): Hono {
  const dev = new Hono();
  const { db } = deps;

  dev.get("/deposits", async (c) => {
    const rows = await db.execute("SELECT * FROM deposit_requests ORDER BY status <> 'pending', id DESC LIMIT 50");
    return ok(c, rows.rows.map((r) => ({ ...depositInfo(r), memberId: Number(r.member_id) })));
  });
  dev.get("/withdrawals", async (c) => {
    const rows = await db.execute("SELECT * FROM withdrawal_requests ORDER BY status <> 'pending', id DESC LIMIT 50");
    return ok(c, rows.rows.map((r) => ({ ...withdrawalInfo(r), memberId: Number(r.member_id) })));
  });

  dev.post("/deposits/:id", async (c) => {
    const body = await readJson(c, decision);
    const id = Number(c.req.param("id"));
    if (!body || !Number.isInteger(id)) return bad(c);
    return serialized(db, async () => {
      const row = (await db.execute({ sql: "SELECT * FROM deposit_requests WHERE id = ?", args: [id] })).rows[0];
      if (!row) return fail(c, 404, ErrorCode.requestNotFound, "no such deposit");
      if (String(row.status) !== "pending") return fail(c, 409, ErrorCode.requestClosed, "deposit already decided");
      const now = deps.clock.now();
      const memberId = Number(row.member_id);
      const status = body.decision === "approve" ? "approved" : "rejected";
      const money = body.decision === "approve" ? depositApprovedStatements(memberId, id, Number(row.amount_minor), now) : [];
      await db.batch([{ sql: "UPDATE deposit_requests SET status = ?, decided_at = ? WHERE id = ? AND status = 'pending'", args: [status, now, id] }, ...money], "write");
      return ok(c, depositInfo({ ...row, status } as never));
    });
  });

  dev.post("/withdrawals/:id", async (c) => {
    const body = await readJson(c, decision);
    const id = Number(c.req.param("id"));
    if (!body || !Number.isInteger(id)) return bad(c);
    return serialized(db, async () => {
      const row = await findWithdrawal(db, id);
      if (!row) return fail(c, 404, ErrorCode.requestNotFound, "no such withdrawal");
      if (String(row.status) !== "pending") return fail(c, 409, ErrorCode.requestClosed, "withdrawal already decided");
      const now = deps.clock.now();
      const memberId = Number(row.member_id);
      const minor = Number(row.amount_minor);
      // Approve: the held money leaves for the bank. Reject: the hold goes back to the main wallet.
      const movement = body.decision === "approve" ? withdrawalPaidStatements(memberId, id, minor, now) : withdrawalRefundStatements(memberId, id, minor, now);
      const update = body.decision === "approve"
        ? { sql: "UPDATE withdrawal_requests SET status = 'paid', paid_at = ? WHERE id = ? AND status = 'pending'", args: [now, id] }
        : { sql: "UPDATE withdrawal_requests SET status = 'rejected', confirmed_at = ? WHERE id = ? AND status = 'pending'", args: [now, id] };
      await db.batch([update, ...movement], "write");
      return ok(c, withdrawalInfo((await findWithdrawal(db, id))!));
    });
  });

  dev.post("/bonus", async (c) => {
    const body = await readJson(c, bonusBody);
    if (!body) return bad(c);
    const member = await findMemberByUsername(db, body.username);
    const minor = toMinor(body.amount);
    if (!member || minor <= 0) return bad(c, "unknown member or zero amount");
    const kind = body.kind ?? "bonus";
    await serialized(db, () => db.batch(bonusStatements(member.id, minor, kind, body.memo ?? kind, deps.clock.now()).statements, "write"));
    return ok(c, null);
  });

  /** A launch ticket for the demo game (what `/wps/game/launchGame` makes), so tests and demos can open `/demo-game?ticket=`. */
  dev.post("/launch-ticket", async (c) => {
    const body = await readJson(c, z.object({ username: z.string(), gameCode: z.optional(z.string()) }));
    const member = body ? await findMemberByUsername(db, body.username) : undefined;
    if (!body || !member) return bad(c, "unknown member");
    const ticket = await createLaunchTicket(db, { memberId: member.id, gameCode: body.gameCode ?? "DEMO_SLOT", vendor: "DEMO" }, deps.clock.now());
    return ok(c, { ticket, url: `/demo-game?ticket=${ticket}` });
  });

  return dev;
}
