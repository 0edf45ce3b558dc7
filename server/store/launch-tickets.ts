import type { Client } from "@libsql/client";
import { newToken } from "../crypto";
import { num, str } from "./values";

/** A launched game window may be reloaded for this long before the member must launch again. */
export const LAUNCH_TICKET_TTL_MS = 8 * 60 * 60 * 1000;

export type LaunchTicket = { memberId: number; gameCode: string; vendor: string };

/**
 * A launch ticket: what `/wps/game/launchGame` puts into the game URL instead of the session token, so the token
 * never travels in a URL. The demo game redeems it to learn whose wallet it plays on.
 */
export async function createLaunchTicket(db: Client, ticket: LaunchTicket, now: number): Promise<string> {
  const id = newToken(24);
  await db.execute({
    sql: "INSERT INTO launch_tickets (ticket, member_id, game_code, vendor, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
    args: [id, ticket.memberId, ticket.gameCode, ticket.vendor, now, now + LAUNCH_TICKET_TTL_MS],
  });
  return id;
}

/** The ticket's member and game while it is valid, else undefined. */
export async function findLaunchTicket(db: Client, id: string, now: number): Promise<LaunchTicket | undefined> {
  const result = await db.execute({ sql: "SELECT member_id, game_code, vendor, expires_at FROM launch_tickets WHERE ticket = ?", args: [id] });
  const row = result.rows[0];
  if (!row || num(row, "expires_at") <= now) return undefined;
  return { memberId: num(row, "member_id"), gameCode: str(row, "game_code"), vendor: str(row, "vendor") };
}
