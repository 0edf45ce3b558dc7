import { randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";

/** scrypt cost; stored with each hash so it can change later. */
const COST = 16384;
const KEY_LENGTH = 32;
const memo = new Map<string, string>();

/** `scrypt$<N>$<salt>$<hex>`. Deterministic for a given salt, so the seed stays reproducible (and is computed once per process). */
export function hashPassword(password: string, salt: string): string {
  const memoKey = `${salt}\u0000${password}`;
  const known = memo.get(memoKey);
  if (known) return known;
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST }).toString("hex");
  const stored = `scrypt$${COST}$${salt}$${hash}`;
  memo.set(memoKey, stored);
  return stored;
}

function scryptAsync(password: string, salt: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: COST }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

let unknownMemberHash: Promise<string> | undefined;

/**
 * What a login for an unknown username checks the password against, so that it costs the same scrypt as a member's:
 * `hashPassword("", "no-such-member")`, but made on the thread pool (once per process) instead of blocking the loop.
 */
export function hashForUnknownMember(): Promise<string> {
  unknownMemberHash ??= scryptAsync("", "no-such-member").then(
    (key) => `scrypt$${COST}$no-such-member$${key.toString("hex")}`,
    (error: unknown) => {
      unknownMemberHash = undefined;
      throw error;
    },
  );
  return unknownMemberHash;
}

/** Checks `password` against a stored hash without blocking the event loop. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, "hex");
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, expected.length, { N: Number(cost) }, (error, key) => (error ? reject(error) : resolve(key)));
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Hashes a password a member just chose: a fresh random salt, computed off the event loop, never memoised. */
export async function hashNewPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  const hash = await scryptAsync(password, salt);
  return `scrypt$${COST}$${salt}$${hash.toString("hex")}`;
}
