import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE, type PvpRoom } from "../../contract";
import { CHAT_NICKNAME_MAX, CHAT_NICKNAME_MIN, CHAT_SOCKET_PATH, SERVICE_ROOM } from "../../contract/chat";
import { failure, serveCall, success } from "../call-route";
import type { ChatHub } from "../chat/hub";
import { chatText } from "../chat/messages";
import { CHAT_TICKET_TTL_MS, findModel, guestChatAllowed, liveModels, openTicket } from "../chat/store";
import { bangkokDay, drawSlice, nextBangkokMidnight, WHEEL, wheelStatus } from "../chat/wheel";
import type { DomainDelays } from "../chat/domain-delays";
import { callerIp, requestHost, type Deps } from "../context";
import { message } from "../messages";
import { findGame } from "../store/games";
import { findMemberById } from "../store/members";
import { touchSession } from "../store/sessions";
import { maskName } from "./missions";
import { NICKNAME_PATTERN, textProblem } from "../text-field";
import { serveMoneyCall, sessionMember } from "../wallet/money-call";
import { bonusStatements } from "../wallet/movements";

/** CBS_modelList, CBS_launchChat (the socket itself is server/chat/hub.ts), GLS2_roomList and the lucky wheel. */
export function chatRoutes(app: Hono, deps: Deps, hub: ChatHub, delays: DomainDelays): void {
  const { db } = deps;

  // The answer waits the dev route's delay for the host it was asked on (real time: the measure is a real round trip).
  serveCall(app, deps, "ping", async ({ c }) => {
    const host = requestHost(c);
    const wait = delays.get(host);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    c.header("Cache-Control", "no-store");
    return success({ host });
  });

  serveCall(app, deps, "modelList", async () => success({ models: await liveModels(db, hub.present) }));

  serveCall(app, deps, "launchChat", async ({ c, body, lang }) => {
    const token = c.req.header("Authorization")?.trim();
    const now = deps.clock.now();
    const member = token ? await touchSession(db, token, now) : undefined;
    // A token that does not answer is a dead session: never a silent fall-back to a guest's chat.
    if (token && !member) return failure(401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    const answer = (ticket: string, name: string) => success({ chatUrl: CHAT_SOCKET_PATH, ticket, ticketSeconds: CHAT_TICKET_TTL_MS / 1000, name });
    if (body.room === SERVICE_ROOM) {
      // The operator sees the member's login name; the ticket belongs to this session.
      if (member) return answer(await openTicket(db, { room: SERVICE_ROOM, memberId: member.memberId, name: member.username, sessionToken: member.token }, now), member.username);
      const nickname = (body.nickname ?? "").trim();
      if (textProblem(nickname, { pattern: NICKNAME_PATTERN, min: CHAT_NICKNAME_MIN, max: CHAT_NICKNAME_MAX })) {
        return failure(400, ErrorCode.chatNicknameInvalid, chatText(lang, "nicknameInvalid"));
      }
      const ip = callerIp(c);
      if (!(await guestChatAllowed(db, ip, now))) return failure(200, ErrorCode.chatTooMany, chatText(lang, "tooMany"));
      return answer(await openTicket(db, { room: SERVICE_ROOM, memberId: null, name: nickname, ip }, now), nickname);
    }
    // The models' rooms are for members.
    if (!member) return failure(401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    if (member.type === TRIAL_TYPE) return failure(200, ErrorCode.realAccountRequired, chatText(lang, "realAccountRequired"));
    const model = await findModel(db, body.room);
    if (!model) return failure(404, ErrorCode.chatRoomNotFound, chatText(lang, "roomNotFound"));
    if (!model.open) return failure(200, ErrorCode.chatRoomClosed, chatText(lang, "roomClosed"));
    // Other members read this name: the nickname, else a masked login name (as leaderboards show it), never the login name.
    const nickname = (await findMemberById(db, member.memberId))?.nickname?.trim();
    const name = nickname || maskName(member.username);
    return answer(await openTicket(db, { room: body.room, memberId: member.memberId, name, roomName: model.name, sessionToken: member.token }, now), name);
  });

  serveCall(app, deps, "pvpRooms", async () => {
    const rows = await db.execute("SELECT * FROM pvp_rooms ORDER BY sort");
    const rooms: PvpRoom[] = [];
    for (const r of rows.rows) {
      const game = await findGame(db, { gameCode: String(r.game_code) });
      if (!game) continue;
      rooms.push({ roomId: String(r.room_id), table: String(r.table_name), game, minBet: Number(r.min_bet), maxBet: Number(r.max_bet), seats: Number(r.seats), seated: Number(r.seated) });
    }
    return success({ rooms });
  });

  serveCall(app, deps, "wheelStatus", async ({ c }) => success(await wheelStatus(db, c.get("member").memberId, deps.clock.now())));

  // Once per member per Bangkok day: the wheel_spins primary key and the serialized money queue; the prize goes
  // to the main wallet through the ledger in the same batch.
  serveMoneyCall(app, "wheelSpin", deps, {
    member: sessionMember,
    async plan({ c, lang, memberId, now }) {
      if (c.get("member").type === TRIAL_TYPE) return failure(200, ErrorCode.realAccountRequired, chatText(lang, "realAccountRequired"));
      const day = bangkokDay(now);
      const done = await db.execute({ sql: "SELECT 1 FROM wheel_spins WHERE member_id = ? AND day = ?", args: [memberId, day] });
      if (done.rows.length > 0) return failure(409, ErrorCode.wheelAlreadySpun, chatText(lang, "wheelAlreadySpun"));
      const index = drawSlice();
      const minor = WHEEL[index]!.amount * 100;
      const money = minor > 0 ? bonusStatements(memberId, minor, "bonus", "Lucky wheel", now) : undefined;
      return success({
        statements: [
          { sql: "INSERT INTO wheel_spins (member_id, day, slice, amount_minor, ledger_ref, at) VALUES (?, ?, ?, ?, ?, ?)", args: [memberId, day, index, minor, money?.ref ?? null, now] },
          ...(money?.statements ?? []),
        ],
        answer: { index, amount: minor / 100, nextChanceAt: nextBangkokMidnight(now) },
      });
    },
  });
}
