import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../contract";
import { InboxErrorCode } from "../../contract/messages";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { deleteMessage, markAllRead, messagePage, openMessage } from "../inbox/store";
import { inboxText } from "../missions/messages";
import type { Lang } from "../lang";

const trialRefusal = (lang: Lang) => failure(403, ErrorCode.realAccountRequired, inboxText(lang, "realAccountRequired"));
// Another member's message answers exactly like a missing one: nothing tells the two apart.
const notFound = (lang: Lang) => failure(404, InboxErrorCode.messageNotFound, inboxText(lang, "messageNotFound"));

/** The member's inbox (member centre "messageV2"): list, open (marks read), delete, mark all read. Trial accounts have none. */
export function inboxRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "messageList", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefusal(lang);
    const raw = c.req.query("pageNo") ?? "1";
    const pageNo = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(pageNo)) return failure(400, ErrorCode.invalidRequest, inboxText(lang, "pageInvalid"));
    return success(await messagePage(deps.db, member.memberId, pageNo, lang));
  });

  serveCall(app, deps, "messageRead", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefusal(lang);
    const message = await openMessage(deps.db, member.memberId, body.id, lang);
    return message ? success(message) : notFound(lang);
  });

  serveCall(app, deps, "messageDelete", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefusal(lang);
    return (await deleteMessage(deps.db, member.memberId, body.id)) ? success(null) : notFound(lang);
  });

  serveCall(app, deps, "messageReadAll", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefusal(lang);
    return success({ marked: await markAllRead(deps.db, member.memberId) });
  });
}
