import type { Client, InStatement } from "@libsql/client";
import { IP_TICKET_MINUTES } from "../../contract/ip-verification";
import { newToken } from "../crypto";
import { num, str } from "../store/values";

/** Whether `memberId` verified `ip` before. */
export async function addressKnown(db: Client, memberId: number, ip: string): Promise<boolean> {
  const result = await db.execute({ sql: "SELECT 1 FROM member_addresses WHERE member_id = ? AND ip = ?", args: [memberId, ip] });
  return result.rows.length > 0;
}

/** A new ticket for `memberId` at `ip`, living IP_TICKET_MINUTES of server time. */
export async function issueTicket(db: Client, memberId: number, ip: string, now: number): Promise<string> {
  const ticket = newToken(24);
  await db.execute({
    sql: "INSERT INTO ip_verification_tickets (ticket, member_id, ip, created_at, expires_at, used) VALUES (?, ?, ?, ?, ?, 0)",
    args: [ticket, memberId, ip, now, now + IP_TICKET_MINUTES * 60_000],
  });
  return ticket;
}

/** The member behind a ticket that is unused, alive and presented from the address it was issued to. */
export async function ticketMember(db: Client, ticket: string, ip: string, now: number): Promise<number | undefined> {
  if (!ticket) return undefined;
  const result = await db.execute({ sql: "SELECT member_id, ip, expires_at, used FROM ip_verification_tickets WHERE ticket = ?", args: [ticket] });
  const row = result.rows[0];
  if (!row || num(row, "used") !== 0 || num(row, "expires_at") < now || str(row, "ip") !== ip) return undefined;
  return num(row, "member_id");
}

/** Uses the ticket up and remembers the address, both only while `guard` holds (the code is still unused). */
export function verifiedStatements(ticket: string, memberId: number, ip: string, now: number, guard: { sql: string; args: number[] }): InStatement[] {
  return [
    { sql: `UPDATE ip_verification_tickets SET used = 1 WHERE ticket = ? AND used = 0 AND ${guard.sql}`, args: [ticket, ...guard.args] },
    { sql: `INSERT OR IGNORE INTO member_addresses (member_id, ip, added_at) SELECT ?, ?, ? WHERE ${guard.sql}`, args: [memberId, ip, now, ...guard.args] },
  ];
}

/** Forgets tickets past their life. */
export async function purgeTickets(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM ip_verification_tickets WHERE expires_at < ?", args: [now] });
}
