import type { Client } from "@libsql/client";
import { num, str } from "./values";

export type Mail = { to: string; subject: string; body: string; createdAt: number };

/** Records a mail "sent" (the outbox stands in for a mail server). */
export async function recordMail(db: Client, mail: Mail): Promise<void> {
  await db.execute({
    sql: "INSERT INTO email_outbox (to_address, subject, body, created_at) VALUES (?, ?, ?, ?)",
    args: [mail.to, mail.subject, mail.body, mail.createdAt],
  });
}

/** The last mail sent to an address (any case). */
export async function lastMail(db: Client, to: string): Promise<Mail | undefined> {
  const result = await db.execute({
    sql: "SELECT to_address, subject, body, created_at FROM email_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1",
    args: [to],
  });
  const row = result.rows[0];
  return row ? { to: str(row, "to_address"), subject: str(row, "subject"), body: str(row, "body"), createdAt: num(row, "created_at") } : undefined;
}
