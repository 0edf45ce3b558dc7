import type { InStatement } from "@libsql/client";
import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { ErrorCode, MAIN_WALLET } from "../../contract";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import { findActivity, findPromotion } from "../promotions/store";
import { findMemberByUsername } from "../store/members";
import { textProblem } from "../text-field";
import { house, movementStatements, wallet } from "../wallet/ledger";
import { serialized } from "../wallet/money-call";

const decisionBody = z.object({
  username: z.string().check(z.maxLength(64)),
  promotionId: z.string().check(z.maxLength(64)),
  decision: z.enum(["approve", "reject", "issue"]),
  note: z.optional(z.string().check(z.maxLength(140))),
});

/** Which states each operator decision may start from. */
const FROM: Record<z.infer<typeof decisionBody>["decision"], string[]> = {
  approve: ["applying", "processing", "joined"],
  reject: ["applying", "processing"],
  issue: ["applying", "processing", "signed", "claim"],
};

async function readJson<T>(c: Context, schema: z.ZodMiniType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(await c.req.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The operator's side of promotions (under /dev, off with REFERENCE_DEV_ROUTES=off):
 * `GET /dev/promotions/activities` (applications and requests waiting first), and
 * `POST /dev/promotions/activities { username, promotionId, decision: "approve" | "reject" | "issue", note? }`:
 * approve puts the reward up for the member to claim, reject refuses it (with the note as reason), issue pays it at
 * once through the ledger (a bonus entry, once: ref `promo-<activity id>`).
 */
export function devPromotionRoutes(deps: Deps): Hono {
  const dev = new Hono();
  const { db } = deps;

  dev.get("/promotions/activities", async (c) => {
    const rows = await db.execute(
      `SELECT a.id, a.promotion_id, a.state, a.comment, a.note, a.updated_at, m.username,
              (SELECT COUNT(*) FROM promotion_activity_images i WHERE i.activity_id = a.id) AS images
       FROM promotion_activities a JOIN members m ON m.id = a.member_id
       ORDER BY a.state NOT IN ('applying', 'processing'), a.updated_at DESC LIMIT 100`,
    );
    return ok(c, rows.rows.map((r) => ({ id: String(r.id), promotionId: String(r.promotion_id), username: String(r.username), state: String(r.state), comment: r.comment === null ? null : String(r.comment), note: r.note === null ? null : String(r.note), images: Number(r.images), updatedAt: new Date(Number(r.updated_at)).toISOString() })));
  });

  dev.post("/promotions/activities", async (c) => {
    const body = await readJson(c, decisionBody);
    if (!body || (body.note !== undefined && textProblem(body.note))) return fail(c, 400, ErrorCode.invalidRequest, "invalid request");
    return serialized(db, async () => {
      const member = await findMemberByUsername(db, body.username);
      const promotion = await findPromotion(db, body.promotionId, "EN");
      if (!member || !promotion) return fail(c, 404, ErrorCode.requestNotFound, "no such member or promotion");
      const activity = await findActivity(db, promotion.id, member.id);
      if (!activity || !FROM[body.decision].includes(activity.state)) return fail(c, 409, ErrorCode.requestClosed, `cannot ${body.decision} from ${activity?.state ?? "no activity"}`);
      const now = deps.clock.now();
      const statements: InStatement[] = [];
      let state = "claim";
      let ledgerRef: string | null = null;
      if (body.decision === "reject") state = "rejected";
      if (body.decision === "issue") {
        state = "issued";
        ledgerRef = `promo-${activity.id}`;
        const minor = promotion.rewardMinor ?? 0;
        if (minor > 0) statements.push(...movementStatements({ kind: "bonus", memberId: member.id, at: now, memo: `promotion ${promotion.id}`, ref: ledgerRef, legs: [house("house:bonus", -minor), wallet(member.id, MAIN_WALLET, minor)] }).statements);
      }
      statements.unshift({ sql: "UPDATE promotion_activities SET state = ?, note = ?, ledger_ref = ?, updated_at = ? WHERE id = ?", args: [state, body.note ?? activity.note, ledgerRef, now, activity.id] });
      await db.batch(statements, "write");
      return ok(c, { id: activity.id, state });
    });
  });
  return dev;
}
