import type { Client } from "@libsql/client";
import type { Context } from "hono";
import { ErrorCode } from "../../contract";
import { failure, type Outcome } from "../call-route";
import { callerIp, type Deps } from "../context";
import { useChallengeStatement } from "../human-verification";
import type { Lang } from "../lang";
import { text } from "../messages";
import { recordCode, type SmsPurpose } from "../sms-codes";
import { logNotice, reserveSend, type SendChannel, type SendRefusal } from "./limits";

/** The refusal a caller reads for each limit, in the request's language. */
export function sendRefused(lang: Lang, refusal: SendRefusal, channel: SendChannel): Outcome<never> {
  switch (refusal) {
    case "destination":
      return channel === "mail" ? failure(200, ErrorCode.sendLimitDestination, text(lang, "mailTooMany")) : failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
    case "newNumber":
      return failure(200, ErrorCode.smsTooMany, text(lang, "smsTooMany"));
    case "member":
      return failure(200, ErrorCode.sendLimitMember, text(lang, "sendLimitMember"));
    case "memberNumbers":
      return failure(200, ErrorCode.sendLimitMember, text(lang, "sendLimitMemberNumbers"));
    case "address":
      return failure(200, ErrorCode.sendLimitAddress, text(lang, "sendLimitAddress"));
    case "overall":
      return failure(200, ErrorCode.sendBusy, text(lang, "sendBusy"));
  }
}

/**
 * A request no session stands behind must carry a human-verification proof (the ALTCHA proof registration sends); it
 * is used up here, so each proof asks for one send. Undefined when it passes.
 */
export async function requireHuman(deps: Deps, proof: string | undefined, lang: Lang): Promise<Outcome<never> | undefined> {
  const human = await deps.human.check(deps.db, proof, deps.clock.now());
  if (!human.ok) return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed"));
  try {
    await deps.db.execute(useChallengeStatement(human));
  } catch {
    return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed")); // used meanwhile
  }
  return undefined;
}

export type CodeSend = {
  c: Context;
  lang: Lang;
  /** The number in international form. */
  to: string;
  purpose: SmsPurpose;
  /** The signed-in member behind the request, or null for a guest (who passed requireHuman first). */
  memberId: number | null;
  /** False when the number has no account: nothing is sent, but the send counts and the answer is the same. */
  deliver: boolean;
};

/**
 * An SMS code through the sender policy: counted, then sent (the outbox row), or, for a number with no account,
 * recorded as not delivered (a row no code can match), so later answers for that number behave as for a real one.
 * Undefined when it went; else the refusal.
 */
export async function sendCode(deps: Deps, send: CodeSend): Promise<Outcome<never> | undefined> {
  const now = deps.clock.now();
  const ip = callerIp(send.c);
  const reserved = await reserveSend(deps.db, { channel: "sms", purpose: send.purpose, destination: send.to, memberId: send.memberId, ip, delivered: send.deliver, now });
  if (!reserved.ok) return sendRefused(send.lang, reserved.refusal, "sms");
  await recordCode(deps.db, { mobile: send.to, purpose: send.purpose, now, ip, delivered: send.deliver });
  return undefined;
}

/**
 * A mail through the sender policy: counted, then `deliver` runs only when the address belongs to the account (the
 * caller decides). Undefined when it went (or was counted without going out); else the refusal.
 */
export async function sendMail(
  deps: Deps,
  send: { c: Context; lang: Lang; to: string; purpose: string; memberId: number | null; deliver?: () => Promise<void> },
): Promise<Outcome<never> | undefined> {
  const reserved = await reserveSend(deps.db, {
    channel: "mail",
    purpose: send.purpose,
    destination: send.to,
    memberId: send.memberId,
    ip: callerIp(send.c),
    delivered: send.deliver !== undefined,
    now: deps.clock.now(),
  });
  if (!reserved.ok) return sendRefused(send.lang, reserved.refusal, "mail");
  await send.deliver?.();
  return undefined;
}

/**
 * A security notice through the sender policy, in its own class (`NOTICE_PURPOSE` in limits.ts): logged, never refused,
 * counted against no code limit, then delivered. The caller passes the delivery (the SMS outbox row, the mail).
 */
export async function sendNotice(
  db: Client,
  notice: { channel: SendChannel; to: string; memberId: number; ip: string; now: number; deliver: () => Promise<void> },
): Promise<void> {
  await logNotice(db, { channel: notice.channel, destination: notice.to, memberId: notice.memberId, ip: notice.ip, now: notice.now });
  await notice.deliver();
}
