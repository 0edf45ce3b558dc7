import type { Client } from "@libsql/client";

/**
 * The one sender policy: every code and mail the server sends asks here first. A send is counted whether or
 * not anything goes out (a number or address with no account gets nothing, but counts the same), so the limits answer
 * alike for both and tell nobody which exist. Times are the server clock's.
 */
export const SEND_LIMITS = {
  /** Per number or address: one a minute ... */
  destinationGapMs: 60_000,
  /** ... and five an hour. */
  destinationPerHour: 5,
  /** Per signed-in member, whatever the destinations. */
  memberPerHour: 10,
  /** Codes to numbers a member binds (`bindMobile`): at most this many different numbers per member an hour ... */
  memberNumbersPerHour: 3,
  /** ... and a day (the same number again does not count twice). */
  memberNumbersPerDay: 5,
  /** Per client address, whoever is signed in. */
  addressPerHour: 20,
  /** Everyone together. */
  overallPerMinute: 60,
  /** Codes to numbers nobody owns yet (registration, the Firebase stand-in): tighter per address, and overall. */
  newNumberWindowMs: 5 * 60_000,
  newNumberPerAddress: 3,
  newNumberOverall: 100,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

/** The purpose of codes to a number a signed-in member is binding (any number: the member chooses it). */
const BIND_PURPOSE = "bindMobile";

/** Purposes that send to numbers nobody owns yet. */
const NEW_NUMBER_PURPOSES = ["register", "firebase"];

/**
 * The policy class of security notices (a changed recovery channel told to the old number or address). A notice is
 * logged like every send but checked against no limit, and the code limits do not count it: whoever fills the limits
 * (a guest asking codes for the old number, a member, one client address, everyone together) cannot silence the
 * notice, and a notice uses up nobody's allowance. Notices need no limit of their own: one is sent only after a channel
 * change that a code to the same old number or address had to allow, so codes' limits already bound them.
 */
export const NOTICE_PURPOSE = "securityNotice";
/** Code limits count every send but notices. */
const COUNTED = `purpose <> '${NOTICE_PURPOSE}'`;

export type SendChannel = "sms" | "mail";

export type SendRequest = {
  channel: SendChannel;
  purpose: string;
  /** The number in international form (`+66812345678`) or the e-mail address (lower-cased here). */
  destination: string;
  /** The signed-in member behind the request; null for a guest (then a human-verification proof is needed first). */
  memberId: number | null;
  ip: string;
  /** Whether anything really goes out (false: the destination has no account; the answer stays the same). */
  delivered: boolean;
  now: number;
};

/**
 * Which limit refused: the destination's, the member's, the member's different numbers to bind, the client address's,
 * the new-number window or everyone's.
 */
export type SendRefusal = "destination" | "member" | "memberNumbers" | "address" | "newNumber" | "overall";

const destinationOf = (request: SendRequest) => (request.channel === "mail" ? request.destination.trim().toLowerCase() : request.destination);

/** Each limit as a condition that must hold for the send to pass, with its arguments and its name. */
function conditions(request: SendRequest): Array<{ refusal: SendRefusal; sql: string; args: Array<string | number> }> {
  const { now } = request;
  const destination = destinationOf(request);
  const list: Array<{ refusal: SendRefusal; sql: string; args: Array<string | number> }> = [
    { refusal: "destination", sql: `NOT EXISTS (SELECT 1 FROM send_log WHERE destination = ? AND at > ? AND ${COUNTED})`, args: [destination, now - SEND_LIMITS.destinationGapMs] },
    { refusal: "destination", sql: `(SELECT COUNT(*) FROM send_log WHERE destination = ? AND at > ? AND ${COUNTED}) < ?`, args: [destination, now - HOUR_MS, SEND_LIMITS.destinationPerHour] },
  ];
  if (request.memberId !== null) {
    list.push({ refusal: "member", sql: `(SELECT COUNT(*) FROM send_log WHERE member_id = ? AND at > ? AND ${COUNTED}) < ?`, args: [request.memberId, now - HOUR_MS, SEND_LIMITS.memberPerHour] });
    if (request.purpose === BIND_PURPOSE) {
      // A number asked for before in the window does not count again: only a new one needs a free place.
      const otherNumbers = `(SELECT COUNT(DISTINCT destination) FROM send_log WHERE member_id = ? AND purpose = '${BIND_PURPOSE}' AND at > ? AND destination <> ?)`;
      list.push(
        { refusal: "memberNumbers", sql: `${otherNumbers} < ?`, args: [request.memberId, now - HOUR_MS, destination, SEND_LIMITS.memberNumbersPerHour] },
        { refusal: "memberNumbers", sql: `${otherNumbers} < ?`, args: [request.memberId, now - DAY_MS, destination, SEND_LIMITS.memberNumbersPerDay] },
      );
    }
  }
  list.push({ refusal: "address", sql: `(SELECT COUNT(*) FROM send_log WHERE ip = ? AND at > ? AND ${COUNTED}) < ?`, args: [request.ip, now - HOUR_MS, SEND_LIMITS.addressPerHour] });
  if (NEW_NUMBER_PURPOSES.includes(request.purpose)) {
    const purposes = NEW_NUMBER_PURPOSES.map(() => "?").join(", ");
    const since = now - SEND_LIMITS.newNumberWindowMs;
    list.push(
      { refusal: "newNumber", sql: `(SELECT COUNT(*) FROM send_log WHERE purpose IN (${purposes}) AND ip = ? AND at > ?) < ?`, args: [...NEW_NUMBER_PURPOSES, request.ip, since, SEND_LIMITS.newNumberPerAddress] },
      { refusal: "newNumber", sql: `(SELECT COUNT(*) FROM send_log WHERE purpose IN (${purposes}) AND at > ?) < ?`, args: [...NEW_NUMBER_PURPOSES, since, SEND_LIMITS.newNumberOverall] },
    );
  }
  list.push({ refusal: "overall", sql: `(SELECT COUNT(*) FROM send_log WHERE at > ? AND ${COUNTED}) < ?`, args: [now - MINUTE_MS, SEND_LIMITS.overallPerMinute] });
  return list;
}

/**
 * Counts a send if every limit allows it (one statement, so two sends at the same moment cannot both pass the last
 * place); otherwise names the first limit that refused. The caller sends (or, for an unknown destination, does not)
 * only after `ok`.
 */
export async function reserveSend(db: Client, request: SendRequest): Promise<{ ok: true } | { ok: false; refusal: SendRefusal }> {
  const checks = conditions(request);
  const inserted = await db.execute({
    sql: `INSERT INTO send_log (channel, purpose, destination, member_id, ip, delivered, at)
          SELECT ?, ?, ?, ?, ?, ?, ? WHERE ${checks.map((c) => c.sql).join(" AND ")}`,
    args: [request.channel, request.purpose, destinationOf(request), request.memberId, request.ip, request.delivered ? 1 : 0, request.now, ...checks.flatMap((c) => c.args)],
  });
  if (inserted.rowsAffected === 1) return { ok: true };
  for (const check of checks) {
    const row = (await db.execute({ sql: `SELECT ${check.sql} AS passes`, args: check.args })).rows[0];
    if (Number(row?.passes) !== 1) return { ok: false, refusal: check.refusal };
  }
  return { ok: false, refusal: "overall" }; // passed on a second look: another send took the last place meanwhile
}

/** Logs a security notice (its own class: no limit refuses it, and it counts against none). */
export async function logNotice(db: Client, notice: { channel: SendChannel; destination: string; memberId: number; ip: string; now: number }): Promise<void> {
  await db.execute({
    sql: "INSERT INTO send_log (channel, purpose, destination, member_id, ip, delivered, at) VALUES (?, ?, ?, ?, ?, 1, ?)",
    args: [notice.channel, NOTICE_PURPOSE, notice.channel === "mail" ? notice.destination.trim().toLowerCase() : notice.destination, notice.memberId, notice.ip, notice.now],
  });
}

/** Forgets sends older than every window (the day of the member's numbers to bind; the other limits look back an hour). */
export async function purgeSendLog(db: Client, now: number): Promise<void> {
  await db.execute({ sql: "DELETE FROM send_log WHERE at < ?", args: [now - DAY_MS] });
}
