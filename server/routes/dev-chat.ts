import { Hono } from "hono";
import * as z from "zod/mini";
import { ErrorCode } from "../../contract";
import type { DomainDelays } from "../chat/domain-delays";
import type { ChatHub } from "../chat/hub";
import { roomConversationId, serviceConversations, setRoomOpen } from "../chat/store";
import type { Deps } from "../context";
import { fail, ok } from "../envelope";
import { OPERATOR_PAGE, OPERATOR_SCRIPT } from "./dev-chat-page";

const dropBody = z.object({ conversationId: z.optional(z.string()) });
const roomBody = z.object({ open: z.boolean() });
const delayBody = z.object({ host: z.string().check(z.minLength(1), z.maxLength(253)), delayMs: z.number().check(z.int(), z.gte(0), z.lte(30_000)) });

/**
 * The operator's side of the live chat (under /dev, off with REFERENCE_DEV_ROUTES=off): `GET /dev/chat` (the
 * operator page), `GET /dev/chat/conversations`, `POST /dev/chat/drop { conversationId? }` (cuts the member sockets
 * as a network drop would), `POST /dev/chat/rooms/:modelId { open }` (opens or closes a model's room),
 * `POST /dev/domain-delay { host, delayMs }` (how long /wps/system/ping waits when asked on that host; 0 clears).
 */
export function devChatRoutes(deps: Deps, hub: ChatHub, delays: DomainDelays): Hono {
  const dev = new Hono();
  dev.post("/domain-delay", async (c) => {
    const parsed = delayBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, ErrorCode.invalidRequest, "invalid request");
    delays.set(parsed.data.host, parsed.data.delayMs);
    return ok(c, parsed.data);
  });
  dev.get("/chat", (c) => c.html(OPERATOR_PAGE));
  dev.get("/chat/operator.js", (c) => c.body(OPERATOR_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  dev.get("/chat/conversations", async (c) => ok(c, await serviceConversations(deps.db)));
  dev.post("/chat/drop", async (c) => {
    const parsed = dropBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) return fail(c, 400, ErrorCode.invalidRequest, "invalid request");
    return ok(c, { dropped: hub.drop(parsed.data.conversationId) });
  });
  dev.post("/chat/rooms/:modelId", async (c) => {
    const parsed = roomBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return fail(c, 400, ErrorCode.invalidRequest, "invalid request");
    const modelId = c.req.param("modelId");
    if (!(await setRoomOpen(deps.db, modelId, parsed.data.open))) return fail(c, 404, ErrorCode.chatRoomNotFound, "no such room");
    if (!parsed.data.open) hub.closeRoom(roomConversationId(modelId));
    return ok(c, { modelId, open: parsed.data.open });
  });
  return dev;
}
