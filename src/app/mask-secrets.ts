/**
 * The one masking list: what never leaves the page as it is (the Stately inspector, the studio's live view, recorded
 * sessions). A key is matched by its last words, compared case-insensitively and without `_`/`-` ("confirmNewPassword",
 * "LOGIN_PASSWORD", "bankAccountName"), or as a whole (the *_NAMES lists). Four kinds:
 * - secrets (passwords, codes, tokens, captcha answers): hidden whole;
 * - personal details (real names, account holder names, e-mail, chat handles, ID number, address, birthday): hidden whole;
 * - bank account numbers: only the last 4 digits stay ("******7890");
 * - mobile numbers: only the last 3 digits stay ("*******678").
 * Public codes stay readable: merchantCode, bankCode, gameCode, errorCode, countryDialingCode, and a `code` beside a
 * `name` (an entry of a list, such as the bank list's `{ code: "KBANK", name }`). Usernames, nicknames (what other
 * players see in chat) and idempotency keys (a replayed key moves no money twice) are not masked.
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
  // The extra-verification code of a sign-in from an unregistered address (login's ipCode).
  "ip code",
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

/** A person's name: the real name, a bank account's holder ("accountName", "holderName", register's "payeeName"). */
export const PERSONAL_KEYS = ["real name", "account name", "holder name", "account holder", "payee name", "full name", "first name", "last name", "surname"].map(
  (words) => words.replace(/ /g, ""),
);

/** Personal details matched only as a whole key (a "line" key is the LINE handle; "timeline" is not). */
export const PERSONAL_NAMES = ["email", "contact", "qqnum", "line", "whatsapp", "facebook", "wechat", "telegram", "zalo", "idnumber", "address", "birthday"];

/** Bank account numbers: the last 4 digits stay (as the bank's own statements show them). */
export const ACCOUNT_NUMBER_KEYS = ["account number", "account no", "account num", "bank account", "bank card", "card number", "card no", "iban"].map((words) =>
  words.replace(/ /g, ""),
);

/** Mobile numbers: the last 3 digits stay. */
export const MOBILE_KEYS = ["mobile", "mobile num", "mobile no", "mobile number", "phone", "phone num", "phone number", "telephone", "msisdn"].map((words) =>
  words.replace(/ /g, ""),
);

/** Keys beside which a `code` is a list entry's public code (the bank list's `{ code, name }`), not a typed code. */
const LISTING_KEYS = ["name", "label", "title", "displayName"];

export const MASK = "***";

export type SecretKind = "secret" | "personal" | "account" | "mobile";

/** How many trailing digits a partly masked kind keeps. */
export const KEPT_DIGITS: Partial<Record<SecretKind, number>> = { account: 4, mobile: 3 };

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function endsWithOneOf(words: string[], list: string[]): boolean {
  for (let start = 0; start < words.length; start++) if (list.includes(words.slice(start).join(""))) return true;
  return false;
}

/** What kind of secret a value under this key (or typed into a field of this name) is; undefined when it is readable. */
export function secretKind(key: string): SecretKind | undefined {
  const words = keyWords(key);
  if (words.length === 0) return undefined;
  const whole = words.join("");
  if (SECRET_NAMES.includes(whole) || endsWithOneOf(words, SECRET_KEYS)) return "secret";
  if (PERSONAL_NAMES.includes(whole) || endsWithOneOf(words, PERSONAL_KEYS)) return "personal";
  if (endsWithOneOf(words, ACCOUNT_NUMBER_KEYS)) return "account";
  if (endsWithOneOf(words, MOBILE_KEYS)) return "mobile";
  return undefined;
}

/** Whether a value under this key is a secret hidden whole (passwords, codes, tokens). */
export function isSecretKey(key: string): boolean {
  return secretKind(key) === "secret";
}

/** An event type naming a secret in one of its parts (withdraw's `PASSWORD.CHANGE` carries the payment password as `text`). */
function typeKind(type: string): SecretKind | undefined {
  for (const part of type.split(".")) {
    if (part.startsWith("xstate")) continue;
    const kind = secretKind(part);
    if (kind) return kind;
  }
  return undefined;
}

/** Keys holding what was typed: masked when the object's `field` or `type` names a secret. */
const TYPED_VALUE_KEYS = ["value", "text"];

/** What a secret of this kind becomes: see maskFor (inspector, studio) and shapeOfSecret (recorded sessions). */
export type Masker = (secret: unknown, kind: SecretKind) => unknown;

/**
 * The digits of `text` except the last `keep` replaced by `hide`. A text already masked that way (the server's
 * "******7890") stays as it is; one of no more than `keep` digits and nothing else gives undefined (hidden whole).
 */
function keepLastDigits(text: string, keep: number, hide: string): string | undefined {
  const digits = text.replace(/[^0-9]/g, "").length;
  if (digits <= keep) return /[*•]/.test(text) ? text : undefined;
  let toHide = digits - keep;
  return text.replace(/[0-9]/g, (digit) => (toHide-- > 0 ? hide : digit));
}

/** The inspector's and the studio's mask: `***`, or the number with only its last digits ("******7890"). */
export const maskFor: Masker = (secret, kind) => {
  const keep = KEPT_DIGITS[kind];
  if (keep !== undefined && (typeof secret === "string" || typeof secret === "number")) {
    const kept = keepLastDigits(String(secret), keep, "*");
    if (kept !== undefined) return kept;
  }
  return MASK;
};

let mask: Masker = maskFor;

function hidden(value: unknown, kind: SecretKind, seen: Seen): unknown {
  // Booleans ("hasPaymentPassword", "bindMobile") and empty values tell nothing.
  if (value === undefined || value === null || value === "" || typeof value === "boolean") return value;
  // A bank account or mobile held as an object ({ bankAccount: { bankCode, accountNumber } }) is masked field by field.
  if (KEPT_DIGITS[kind] !== undefined && typeof value === "object") return maskValue(value, seen);
  return mask(value, kind);
}

/**
 * A stand-in with the secret's shape and none of its content: each letter becomes x or X, each digit 0, other
 * characters stay (so a replayed form passes the same length and pattern rules); bank account and mobile numbers keep
 * their last digits as the inspector shows them. Numbers become 0, anything else ***.
 */
export const shapeOfSecret: Masker = (secret, kind) => {
  const keep = KEPT_DIGITS[kind];
  if (typeof secret === "string") {
    const shape = (text: string) => text.replace(/[a-z]/g, "x").replace(/[A-Z]/g, "X");
    const kept = keep === undefined ? undefined : keepLastDigits(secret, keep, "0");
    return kept !== undefined ? shape(kept) : shape(secret).replace(/[0-9]/g, "0");
  }
  if (typeof secret === "number") return 0;
  return MASK;
};

type Seen = WeakMap<object, unknown>;

function entryKind(key: string, item: unknown, record: Record<string, unknown> | undefined, typed: SecretKind | undefined): SecretKind | undefined {
  if (typed && TYPED_VALUE_KEYS.includes(key)) return typed;
  const kind = secretKind(key);
  // A bare `code` beside a name is a list entry's public code; a number under it is a status (a socket's close code).
  if (kind === "secret" && key === "code" && (typeof item === "number" || (record && LISTING_KEYS.some((name) => name in record)))) return undefined;
  return kind;
}

function maskEntries(entries: Iterable<[string, unknown]>, seen: Seen, copy: Record<string, unknown>, record: Record<string, unknown> | undefined, typed: SecretKind | undefined) {
  for (const [key, item] of entries) {
    const kind = entryKind(key, item, record, typed);
    copy[key] = kind ? hidden(item, kind, seen) : maskValue(item, seen);
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
    for (const [key, item] of value) {
      const kind = typeof key === "string" ? entryKind(key, item, undefined, undefined) : undefined;
      copy.set(key, kind ? hidden(item, kind, seen) : maskValue(item, seen));
    }
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
  // What was typed takes the kind of the field it was typed into, else of the event's type (`PASSWORD.CHANGE`).
  const typed = typeof record.field === "string" ? secretKind(record.field) : typeof record.type === "string" ? typeKind(record.type) : undefined;
  return maskEntries(Object.entries(record), seen, copy, record, typed);
}

function maskValue(value: unknown, seen: Seen): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  return maskObject(value, seen);
}

/**
 * A copy of `value` with every secret masked by `masker` (*** or the last digits, by kind): values under the keys of
 * the list above, what was typed into such a field
 * (`{ field: "password", value }`) or sent by an event naming a secret (`{ type: "PASSWORD.CHANGE", text }`), at any
 * depth, inside arrays, Maps, Sets, errors and other class instances (which come back as plain objects). Actor
 * references become `{ xstate$$type, id }`, as XState serialises them. The original is not touched.
 */
export function maskSecrets<T>(value: T, masker: Masker = maskFor): T {
  const previous = mask;
  mask = masker;
  try {
    return maskValue(value, new WeakMap()) as T;
  } finally {
    mask = previous;
  }
}
