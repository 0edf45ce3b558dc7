import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { ErrorCode } from "../../contract";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import { ENVELOPE_MIN_SHARE_MINOR } from "../points/config";
import { newId, pointEntryStatement } from "../points/store";
import { serialized } from "../wallet/money-call";

const startBody = z.object({
  minutes: z.optional(z.int().check(z.minimum(1), z.maximum(7 * 24 * 60))),
  pool: z.optional(z.int().check(z.minimum(1), z.maximum(10_000_000))),
  shares: z.optional(z.int().check(z.minimum(1), z.maximum(100_000))),
});
const decision = z.object({ decision: z.enum(["approve", "reject"]) });

async function readJson<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T | undefined> {
  try {
    const text = await c.req.text();
    const parsed = schema.safeParse(text === "" ? {} : JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const bad = (c: Context, text = "invalid request") => fail(c, 400, ErrorCode.invalidRequest, text);

/**
 * The operator's side of the points mall and red envelopes (under /dev, off with REFERENCE_DEV_ROUTES=off):
 * `POST /dev/red-envelopes/start { minutes?, pool?, shares? }` starts an event now (default 60 minutes, a pool of
 * 1,000.00 in 50 shares; the seeded upcoming event when it was not started yet), `POST /dev/red-envelopes/stop` ends
 * the running ones, `GET /dev/red-envelopes`, `GET /dev/redemptions`, and `POST /dev/redemptions/:id { decision }`
 * (a rejection gives the points back).
 */
export function devPointsRoutes(deps: Deps): Hono {
  const dev = new Hono();
  const { db } = deps;

  dev.get("/red-envelopes", async (c) => {
    const rows = await db.execute("SELECT id, title_en, starts_at, ends_at, pool_minor, shares, remaining_minor, remaining_shares FROM red_envelope_events ORDER BY starts_at DESC LIMIT 20");
    return ok(c, rows.rows.map((r) => ({ ...r })));
  });

  dev.post("/red-envelopes/start", async (c) => {
    const body = await readJson(c, startBody);
    if (!body) return bad(c);
    const pool = (body.pool ?? 1_000) * 100;
    const shares = body.shares ?? 50;
    if (pool < shares * ENVELOPE_MIN_SHARE_MINOR) return bad(c, `the pool must give every share at least ${ENVELOPE_MIN_SHARE_MINOR / 100}`);
    const now = deps.clock.now();
    const ends = now + (body.minutes ?? 60) * 60_000;
    return serialized(db, async () => {
      const upcoming = await db.execute({ sql: "SELECT id FROM red_envelope_events WHERE starts_at > ? AND remaining_shares = shares ORDER BY starts_at LIMIT 1", args: [now] });
      const id = upcoming.rows[0] ? String(upcoming.rows[0].id) : newId("re");
      await db.batch(
        [
          { sql: "UPDATE red_envelope_events SET ends_at = ? WHERE starts_at <= ? AND ends_at > ?", args: [now, now, now] },
          {
            sql: `INSERT INTO red_envelope_events (id, title_th, title_en, starts_at, ends_at, pool_minor, shares, remaining_minor, remaining_shares)
                  VALUES (?, 'อั่งเปานำโชค', 'Lucky red envelopes', ?, ?, ?, ?, ?, ?)
                  ON CONFLICT (id) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at, pool_minor = excluded.pool_minor,
                    shares = excluded.shares, remaining_minor = excluded.remaining_minor, remaining_shares = excluded.remaining_shares`,
            args: [id, now, ends, pool, shares, pool, shares],
          },
        ],
        "write",
      );
      return ok(c, { id, startsAt: new Date(now).toISOString(), endsAt: new Date(ends).toISOString(), pool: pool / 100, shares });
    });
  });

  dev.post("/red-envelopes/stop", async (c) => {
    const now = deps.clock.now();
    const result = await db.execute({ sql: "UPDATE red_envelope_events SET ends_at = ? WHERE starts_at <= ? AND ends_at > ?", args: [now, now, now] });
    return ok(c, { stopped: result.rowsAffected });
  });

  dev.get("/redemptions", async (c) => {
    const rows = await db.execute("SELECT id, member_id, reward_id, point_type, points, status, created_at FROM point_redemptions ORDER BY status <> 'inProcess', created_at DESC LIMIT 50");
    return ok(c, rows.rows.map((r) => ({ ...r })));
  });

  dev.post("/redemptions/:id", async (c) => {
    const body = await readJson(c, decision);
    if (!body) return bad(c);
    const id = c.req.param("id");
    return serialized(db, async () => {
      const rows = await db.execute({ sql: "SELECT member_id, reward_id, point_type, points, status FROM point_redemptions WHERE id = ?", args: [id] });
      const row = rows.rows[0];
      if (!row) return fail(c, 404, "REQUEST_NOT_FOUND", "redemption not found");
      if (row.status !== "inProcess") return fail(c, 400, "REQUEST_CLOSED", "redemption already decided");
      const now = deps.clock.now();
      const status = body.decision === "approve" ? "approved" : "rejected";
      const refund =
        status === "rejected"
          ? [
              pointEntryStatement(Number(row.member_id), String(row.point_type) as never, "redeemRefund", Number(row.points), now, `refund:${id}`),
              { sql: "UPDATE point_rewards SET stock = stock + 1 WHERE id = ?", args: [String(row.reward_id)] },
            ]
          : [];
      await db.batch([{ sql: "UPDATE point_redemptions SET status = ? WHERE id = ?", args: [status, id] }, ...refund], "write");
      return ok(c, { id, status });
    });
  });

  return dev;
}
