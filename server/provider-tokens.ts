import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Signed, short-lived tokens of the simulated outside providers (a social provider's assertion, Firebase's session
 * info and ID token): base64url JSON payload, a dot, HMAC-SHA256. The key lives as long as the process, like the RSA key.
 */
const KEY = randomBytes(32);

type Signed = { kind: string; exp: number };

const mac = (payload: string) => createHmac("sha256", KEY).update(payload).digest("base64url");

export function signProviderToken<T extends { kind: string }>(payload: T, now: number, ttlMs: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now + ttlMs })).toString("base64url");
  return `${body}.${mac(body)}`;
}

/** The payload when the token is genuine, of this kind and alive; else undefined. */
export function readProviderToken<T extends { kind: string }>(token: string | undefined, kind: T["kind"], now: number): T | undefined {
  const [body, signature, extra] = (token ?? "").split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let payload: T & Signed;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as T & Signed;
  } catch {
    return undefined;
  }
  if (payload.kind !== kind || typeof payload.exp !== "number" || payload.exp <= now) return undefined;
  return payload;
}

/** `id` makes it single use; `client` is the hash of the browser's binding cookie (the stand-in's client binding). */
export type OAuthAssertion = { kind: "oauth"; provider: string; subject: string; name: string; id: string; client: string };
/** The stand-in provider's own account in this browser: its opaque subject, kept in a cookie on /sim. */
export type SimAccount = { kind: "simAccount"; provider: string; subject: string };
export type FirebaseSession = { kind: "firebaseSession"; phone: string };
export type FirebaseIdToken = { kind: "firebase"; phone: string; uid: string };
