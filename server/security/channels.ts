import type { Client, InStatement } from "@libsql/client";
import { ErrorCode } from "../../contract";
import { failure, type Outcome } from "../call-route";
import type { Lang } from "../lang";
import { recordMail } from "../store/email";
import { NOTICE_PURPOSE } from "../senders/limits";
import { sendNotice } from "../senders/send";
import { recordSms } from "../store/sms";
import { SITE_UTC_OFFSET_MS } from "../wallet/settings";
import { CHANNEL_NAMES, securityText } from "./messages";

export type RecoveryChannel = "mobile" | "email";

/** Recovery through a channel waits this long after the channel changed. */
export const RECOVERY_HOLD_MS = 24 * 60 * 60_000;

const MONTHS = {
  TH: ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."],
  EN: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
} as const;

/** An instant on the site's clock (Bangkok): `HH:mm` and `D MMM` in the language. */
export function siteClock(ms: number, lang: Lang): { time: string; date: string } {
  const at = new Date(ms + SITE_UTC_OFFSET_MS);
  return { time: at.toISOString().slice(11, 16), date: `${at.getUTCDate()} ${MONTHS[lang][at.getUTCMonth()]}` };
}

/** Records that the member's channel changed now (in the batch that changes it). */
export function channelChangeStatement(memberId: number, channel: RecoveryChannel, now: number, guard?: { sql: string; args: (string | number)[] }): InStatement {
  return {
    sql: `INSERT INTO recovery_channel_changes (member_id, channel, changed_at) SELECT ?, ?, ?${guard ? ` WHERE ${guard.sql}` : ""}`,
    args: [memberId, channel, now, ...(guard?.args ?? [])],
  };
}

/** When recovery through the channel opens, while it is held (the last change was less than 24 hours before `now`). */
export async function recoveryOpensAt(db: Client, memberId: number, channel: RecoveryChannel, now: number): Promise<number | undefined> {
  const row = (await db.execute({ sql: "SELECT MAX(changed_at) AS at FROM recovery_channel_changes WHERE member_id = ? AND channel = ?", args: [memberId, channel] })).rows[0];
  if (row?.at === null || row?.at === undefined) return undefined;
  const opensAt = Number(row.at) + RECOVERY_HOLD_MS;
  return opensAt > now ? opensAt : undefined;
}

/** RECOVERY_HELD: recovery through a channel changed less than 24 hours ago, with the time it opens. */
export function recoveryHeld(lang: Lang, channel: RecoveryChannel, opensAt: number): Outcome<never> {
  const message = securityText(lang, channel === "mobile" ? "recoveryHeldMobile" : "recoveryHeldEmail", siteClock(opensAt, lang));
  return failure(200, ErrorCode.recoveryHeld, message, { channel, opensAt: new Date(opensAt).toISOString() });
}

/** The refusal of a missing, wrong, used or expired code sent to the channel already bound. */
export function oldChannelCodeFailure(lang: Lang, channel: RecoveryChannel, reason: "missing" | "none" | "invalid" | "expired"): Outcome<never> {
  const prefix = channel === "mobile" ? "oldMobileCode" : "oldEmailCode";
  if (reason === "expired") return failure(200, ErrorCode.oldChannelCodeExpired, securityText(lang, `${prefix}Expired`), { channel });
  return failure(200, ErrorCode.oldChannelCodeInvalid, securityText(lang, reason === "invalid" ? `${prefix}Invalid` : `${prefix}Missing`), { channel });
}

/** `som***@example.net`: enough for the owner to recognise, too little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, Math.min(3, at))}***${email.slice(at)}`;
}

export type ChannelChange = {
  memberId: number;
  username: string;
  channel: RecoveryChannel;
  /** The address the channel had (international mobile or e-mail), told of the change; none for a first binding. */
  oldAddress?: string;
  /** The new address, masked. */
  newMasked: string;
  lang: Lang;
  now: number;
  /** The client address the change came from (the sender policy logs it). */
  ip: string;
};

/**
 * Tells the member of a recovery channel's change: a message in the inbox, and an SMS (the SMS outbox, purpose
 * `securityNotice`, no code) or a mail (the mail outbox) to the old address when there was one. The SMS and the mail go
 * through the sender policy as notices: logged, and never refused by limits someone else filled.
 */
export async function noticeChannelChange(db: Client, change: ChannelChange): Promise<void> {
  const { lang, channel, now } = change;
  const title = securityText(lang, channel === "mobile" ? "mobileChangedTitle" : "emailChangedTitle");
  const body = securityText(lang, "channelChangedBody", {
    channel: CHANNEL_NAMES[channel][lang],
    username: change.username,
    masked: change.newMasked || securityText(lang, "noneSet"),
    ...siteClock(now, lang),
  });
  const createdAt = new Date(now + SITE_UTC_OFFSET_MS).toISOString().slice(0, 19).replace("T", " ");
  await db.execute({
    sql: "INSERT INTO messages (member_id, title, body, is_read, created_at, public_id) VALUES (?, ?, ?, 0, ?, lower(hex(randomblob(12))))",
    args: [change.memberId, title, body, createdAt],
  });
  if (!change.oldAddress) return;
  const to = change.oldAddress;
  await sendNotice(db, {
    channel: channel === "mobile" ? "sms" : "mail",
    to,
    memberId: change.memberId,
    ip: change.ip,
    now,
    deliver: () => (channel === "mobile" ? recordSms(db, { mobile: to, code: "", purpose: NOTICE_PURPOSE, createdAt: now, expiresAt: now }) : recordMail(db, { to, subject: title, body, createdAt: now })),
  });
}
