import { createHash } from "node:crypto";
import type { Client } from "@libsql/client";
import type { Context, Hono } from "hono";
import { ErrorCode, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type FeedbackRequest, type HelpCategory } from "../../contract";
import { FEEDBACK_CONTACT_MAX } from "../../contract/help";
import { failure, serveCall, success, type Outcome } from "../call-route";
import { callerIp, type Deps } from "../context";
import type { Lang } from "../lang";
import { message } from "../messages";
import { touchSession } from "../store/sessions";
import { textProblem } from "../text-field";
import { serialized } from "../wallet/money-call";
import { appDownloadLinks, appFileRoutes } from "../help/app-download";
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, feedbackItem, findBySubmission, insertFeedback, memberFeedback, overRate } from "../help/feedback-store";
import { decodeFeedbackImages } from "../help/images";
import { helpText, type HelpMessageKey } from "../help/messages";

const refuse = (lang: Lang, errorCode: string, key: HelpMessageKey, values?: Record<string, string | number>, status: 400 | 422 | 429 = 400) =>
  failure(status, errorCode, helpText(lang, key, values));

/** Line breaks and tabs are fine in a message; everything else `textProblem` refuses (markup, control characters) is not. */
const multiline = (text: string) => text.replace(/\r\n|[\r\n\t]/g, " ");

async function helpCentre(db: Client, lang: Lang): Promise<HelpCategory[]> {
  const categories = await db.execute({ sql: "SELECT id, title FROM help_categories WHERE lang = ? ORDER BY sort", args: [lang] });
  const articles = await db.execute({ sql: "SELECT id, category_id, title, content FROM help_articles WHERE lang = ? ORDER BY category_id, sort", args: [lang] });
  return categories.rows.map((c) => ({
    id: String(c.id),
    title: String(c.title),
    articles: articles.rows.filter((a) => a.category_id === c.id).map((a) => ({ id: String(a.id), title: String(a.title), content: String(a.content) })),
  }));
}

/** Why the feedback may not be stored (the first rule it breaks), or undefined. */
function feedbackProblem(body: FeedbackRequest, guest: boolean, lang: Lang): Outcome<never> | undefined {
  const contact = body.contact?.trim() ?? "";
  if (textProblem(multiline(body.content)) || (contact && textProblem(contact))) return refuse(lang, ErrorCode.feedbackText, "textInvalid");
  const length = body.content.trim().length;
  if (length < FEEDBACK_CONTENT_MIN || length > FEEDBACK_CONTENT_MAX) return refuse(lang, ErrorCode.feedbackContent, "contentLength", { min: FEEDBACK_CONTENT_MIN, max: FEEDBACK_CONTENT_MAX });
  if (guest && !contact) return refuse(lang, ErrorCode.feedbackContact, "contactRequired");
  if (contact.length > FEEDBACK_CONTACT_MAX) return refuse(lang, ErrorCode.feedbackContact, "contactLength", { max: FEEDBACK_CONTACT_MAX });
  return undefined;
}

/** The member of a held token; a token that is not a live session is refused like on member calls. */
async function caller(c: Context, deps: Deps): Promise<{ ok: true; memberId: number | null } | { ok: false }> {
  const token = c.req.header("Authorization")?.trim();
  if (!token) return { ok: true, memberId: null };
  const member = await touchSession(deps.db, token, deps.clock.now());
  return member ? { ok: true, memberId: member.memberId } : { ok: false };
}

/**
 * Help centre (`GET /wps/system/helpCenter?lang=&device=WEB`), feedback settings, the guest-callable feedback
 * (`PUT /wps/feedback`, once per Idempotency-Key, rate-limited per address and per member), the member's feedback
 * history, and the app's download links with the files they point at.
 */
export function helpRoutes(app: Hono, deps: Deps): void {
  const { db } = deps;

  serveCall(app, deps, "helpCentre", async ({ c, lang }) => {
    const asked = c.req.query("lang")?.trim().toUpperCase();
    return success({ categories: await helpCentre(db, asked === "EN" ? "EN" : asked === "TH" ? "TH" : lang) });
  });

  serveCall(app, deps, "feedbackSettings", async () => success({ contentMin: FEEDBACK_CONTENT_MIN, contentMax: FEEDBACK_CONTENT_MAX }));

  serveCall(app, deps, "sendFeedback", async ({ c, body, lang }) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) return refuse(lang, ErrorCode.idempotencyKeyRequired, "keyRequired");
    const who = await caller(c, deps);
    if (!who.ok) return failure(401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    const problem = feedbackProblem(body, who.memberId === null, lang);
    if (problem) return problem;
    const images = decodeFeedbackImages(body.images);
    if (!images.ok) return refuse(lang, ErrorCode[images.problem], images.problem);
    const ip = callerIp(c);
    const scope = who.memberId === null ? `ip:${ip}` : `m:${who.memberId}`;
    const bodyHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
    // One at a time: the same submission arriving twice at once is stored once, and the rate counts every send.
    return serialized(db, async () => {
      const earlier = await findBySubmission(db, scope, key);
      if (earlier) return String(earlier.body_hash) === bodyHash ? success(feedbackItem(earlier)) : refuse(lang, ErrorCode.idempotencyKeyReused, "keyReused", undefined, 422);
      const now = deps.clock.now();
      if (await overRate(db, ip, who.memberId, now)) return refuse(lang, ErrorCode.feedbackRateLimited, "rateLimited", undefined, 429);
      const contact = body.contact?.trim() || null;
      return success(await insertFeedback(db, { memberId: who.memberId, ip, questionType: body.questionType, content: body.content.trim(), contact, images: images.images, scope, key, bodyHash, now }));
    });
  });

  serveCall(app, deps, "feedbackHistory", async ({ c }) => success({ items: await memberFeedback(db, c.get("member").memberId) }));

  serveCall(app, deps, "appDownload", async () => success(appDownloadLinks(deps.publicOrigin)));
  appFileRoutes(app, deps.publicOrigin);
}
