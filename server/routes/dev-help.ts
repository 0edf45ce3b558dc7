import { Hono } from "hono";
import * as z from "zod/mini";
import { ErrorCode } from "../../contract";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import { feedbackItem } from "../help/feedback-store";
import { textProblem } from "../text-field";

const replyBody = z.object({ content: z.string() });
const REPLY_MAX = 1000;

/**
 * The operator's side of feedback (under /dev, off with REFERENCE_DEV_ROUTES=off): `GET /dev/feedback` (newest
 * first, with member id and contact), `POST /dev/feedback/:id/reply { content }` answers one (again: replaces it).
 */
export function devHelpRoutes(deps: Deps): Hono {
  const dev = new Hono();
  const { db } = deps;

  // Affiliate applications, newest first, as staff would read them.
  dev.get("/affiliate-applications", async (c) => {
    const rows = await db.execute("SELECT * FROM affiliate_applications ORDER BY created_at DESC, id LIMIT 50");
    return ok(c, rows.rows.map((r) => ({ ...r, member_id: Number(r.member_id), created_at: Number(r.created_at) })));
  });

  dev.get("/feedback", async (c) => {
    const rows = await db.execute("SELECT * FROM feedback ORDER BY created_at DESC, id LIMIT 50");
    return ok(c, rows.rows.map((r) => ({ ...feedbackItem(r), memberId: r.member_id === null ? null : Number(r.member_id), contact: r.contact === null ? null : String(r.contact) })));
  });

  dev.post("/feedback/:id/reply", async (c) => {
    let parsed;
    try {
      parsed = replyBody.safeParse(await c.req.json());
    } catch {
      parsed = undefined;
    }
    const content = parsed?.success ? parsed.data.content.trim() : "";
    if (!content || textProblem(content.replace(/\r\n|[\r\n\t]/g, " "), { max: REPLY_MAX })) return fail(c, 400, ErrorCode.invalidRequest, `reply: 1 to ${REPLY_MAX} characters, no markup`);
    const updated = await db.execute({ sql: "UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ? RETURNING *", args: [content, deps.clock.now(), c.req.param("id")] });
    const row = updated.rows[0];
    if (!row) return fail(c, 404, "NOT_FOUND", "no such feedback");
    return ok(c, feedbackItem(row));
  });

  return dev;
}
