import { newToken } from "../crypto";

/** How long a hand-over code may wait to be redeemed. */
export const HANDOVER_TTL_MS = 60_000;

type Pending = { memberId: number; sessionToken: string; expiresAt: number };

/**
 * Session hand-over codes (the connection chooser): single use, a minute long, held in memory (a restart drops the
 * few waiting ones, and the player simply signs in again at the new address).
 */
export class HandoverCodes {
  private readonly codes = new Map<string, Pending>();

  issue(memberId: number, sessionToken: string, now: number): string {
    for (const [code, pending] of this.codes) if (pending.expiresAt <= now) this.codes.delete(code);
    const code = newToken(24);
    this.codes.set(code, { memberId, sessionToken, expiresAt: now + HANDOVER_TTL_MS });
    return code;
  }

  /** The code's entry once (it is gone afterwards), or undefined when unknown, used or expired. */
  take(code: string, now: number): Pending | undefined {
    const pending = this.codes.get(code);
    this.codes.delete(code);
    return pending && pending.expiresAt > now ? pending : undefined;
  }
}

const perServer = new WeakMap<object, HandoverCodes>();

/** The hand-over codes of one server (keyed by its database client). */
export function handoverCodes(owner: object): HandoverCodes {
  let codes = perServer.get(owner);
  if (!codes) perServer.set(owner, (codes = new HandoverCodes()));
  return codes;
}
