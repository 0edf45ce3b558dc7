import { Hono } from "hono";
import * as z from "zod/mini";
import { ErrorCode } from "../../contract";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";

const noticeBody = z.object({
  kind: z.enum(["player", "popup", "promotion"]),
  titleTh: z.string().check(z.minLength(1)),
  titleEn: z.string().check(z.minLength(1)),
  contentTh: z.string(),
  contentEn: z.string(),
  execution: z.optional(z.enum(["A", "B", "F"])),
});

/**
 * Content a test brings with it (under /dev, off with REFERENCE_DEV_ROUTES=off): `POST /dev/notices` adds a marquee
 * notice, popup or promotion notice after the seeded ones and answers its id. The HTML is stored as given (a test of
 * the client's sanitiser sends a hostile one); `POST /dev/reset` removes it again.
 */
export function devContentRoutes(deps: Deps): Hono {
  const dev = new Hono();
  dev.post("/notices", async (c) => {
    const parsed = noticeBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return fail(c, 400, ErrorCode.invalidRequest, z.prettifyError(parsed.error));
    const n = parsed.data;
    const next = await deps.db.execute("SELECT COALESCE(MAX(id), 0) + 1 AS id, COALESCE(MAX(sort), 0) + 1 AS sort FROM notices");
    const id = Number(next.rows[0]?.id);
    await deps.db.execute({
      sql: `INSERT INTO notices (id, kind, title_th, title_en, content_th, content_en, promotion_type, execution, sort) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?)`,
      args: [id, n.kind, n.titleTh, n.titleEn, n.contentTh, n.contentEn, n.execution ?? "B", Number(next.rows[0]?.sort)],
    });
    return ok(c, { id });
  });
  return dev;
}
