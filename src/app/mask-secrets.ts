/**
 * What never leaves the page (inspector, recorded sessions): every secret the contract names. A key is secret when
 * its last words, compared case-insensitively and without `_`/`-`, are one of SECRET_KEYS ("confirmNewPassword",
 * "LOGIN_PASSWORD", "captchaAnswer", "firebaseIdToken"), or when the whole key is one of SECRET_NAMES.
 * Idempotency keys are not secrets: a replayed key moves no money twice.
 */
export const SECRET_KEYS = [
  "password",
  "pwd",
  "passcode",
  "passphrase",
  "token",
  "secret",
  "authorization",
  "encryption",
  "assertion",
  "captcha",
  "captcha answer",
  "captcha code",
  "otp",
  "otp code",
  "pin",
  "pin code",
  "sms code",
  "verification code",
  "verify code",
  "auth code",
  // Codes sent to the channel already bound, confirming a change of it (oldMobileCode, emailCode).
  "mobile code",
  "email code",
  "human verification",
  "human proof",
  "api key",
  "private key",
  // The live chat's socket ticket (CBS_launchChat): short-lived, but it opens the member's chat.
  "ticket",
].map((words) => words.replace(/ /g, ""));

/** Keys that are secret only as a whole ("code" is the typed SMS code; "merchantCode" or "errorCode" are not). */
export const SECRET_NAMES = ["code"];

export const MASK = "***";

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

/** Whether a value under this key (or typed into a field of this name) is a secret. */
export function isSecretKey(key: string): boolean {
  const words = keyWords(key);
  if (words.length === 0) return false;
  if (SECRET_NAMES.includes(words.join(""))) return true;
  for (let start = 0; start < words.length; start++) {
    if (SECRET_KEYS.includes(words.slice(start).join(""))) return true;
  }
  return false;
}

/** An event type naming a secret in one of its parts (withdraw's `PASSWORD.CHANGE` carries the payment password as `text`). */
function typeNamesSecret(type: string): boolean {
  return type.split(".").some((part) => !part.startsWith("xstate") && isSecretKey(part));
}

/** Keys holding what was typed: masked when the object's `field` or `type` names a secret. */
const TYPED_VALUE_KEYS = ["value", "text"];

/** What a secret becomes: `***` for the inspector; recorded sessions keep its shape (see shapeOfSecret). */
export type Masker = (secret: unknown) => unknown;

let mask: Masker = () => MASK;

function hidden(value: unknown): unknown {
  // Booleans ("hasPaymentPassword") and empty values tell nothing; everything else under a secret key is hidden whole.
  if (value === undefined || value === null || value === "" || typeof value === "boolean") return value;
  return mask(value);
}

/**
 * A stand-in with the secret's shape and none of its content: each letter becomes x or X, each digit 0, other
 * characters stay (so a replayed form passes the same length and pattern rules). Numbers become 0, anything else ***.
 */
export const shapeOfSecret: Masker = (secret) => {
  if (typeof secret === "string") return secret.replace(/[a-z]/g, "x").replace(/[A-Z]/g, "X").replace(/[0-9]/g, "0");
  if (typeof secret === "number") return 0;
  return MASK;
};

type Seen = WeakMap<object, unknown>;

function maskEntries(entries: Iterable<[string, unknown]>, seen: Seen, copy: Record<string, unknown>, typedSecret: boolean) {
  for (const [key, item] of entries) {
    if (isSecretKey(key) || (typedSecret && TYPED_VALUE_KEYS.includes(key))) copy[key] = hidden(item);
    else copy[key] = maskValue(item, seen);
  }
  return copy;
}

function isActorRef(value: object): value is { id: string; sessionId: string } {
  const candidate = value as { sessionId?: unknown; send?: unknown };
  return typeof candidate.sessionId === "string" && typeof candidate.send === "function";
}

function maskObject(value: object, seen: Seen): unknown {
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(maskValue(item, seen));
    return copy;
  }
  if (value instanceof Map) {
    const copy = new Map<unknown, unknown>();
    seen.set(value, copy);
    for (const [key, item] of value) copy.set(key, typeof key === "string" && isSecretKey(key) ? hidden(item) : maskValue(item, seen));
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set<unknown>();
    seen.set(value, copy);
    for (const item of value) copy.add(maskValue(item, seen));
    return copy;
  }
  if (value instanceof Date) return new Date(value.getTime());
  // An actor reference stands for itself by id: its system, parent and logic are not data.
  if (isActorRef(value)) return { xstate$$type: 1, id: value.id };
  const proto = Object.getPrototypeOf(value);
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  if (proto !== Object.prototype && proto !== null) {
    // A class instance (an ApiError, a snapshot) becomes plain data: its own fields, and an error's name and message.
    if (value instanceof Error) {
      copy.name = value.name;
      copy.message = value.message;
    }
    const json = (value as { toJSON?: () => unknown }).toJSON;
    if (typeof json === "function") {
      const plain = json.call(value);
      if (plain !== value) return maskValue(plain, seen);
    }
  }
  const record = value as Record<string, unknown>;
  const typedSecret =
    (typeof record.field === "string" && isSecretKey(record.field)) || (typeof record.type === "string" && typeNamesSecret(record.type));
  return maskEntries(Object.entries(record), seen, copy, typedSecret);
}

function maskValue(value: unknown, seen: Seen): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  return maskObject(value, seen);
}

/**
 * A copy of `value` with every secret replaced by ***: values under secret keys, what was typed into a secret field
 * (`{ field: "password", value }`) or sent by an event naming a secret (`{ type: "PASSWORD.CHANGE", text }`), at any
 * depth, inside arrays, Maps, Sets, errors and other class instances (which come back as plain objects). Actor
 * references become `{ xstate$$type, id }`, as XState serialises them. The original is not touched.
 */
export function maskSecrets<T>(value: T, masker: Masker = () => MASK): T {
  const previous = mask;
  mask = masker;
  try {
    return maskValue(value, new WeakMap()) as T;
  } finally {
    mask = previous;
  }
}
