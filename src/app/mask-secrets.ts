/** Keys whose values never leave the page (inspector): passwords, SMS codes, captcha answers, tokens. */
const SECRET_SUFFIX = /(password|pwd|token|captcha|secret)$/i;
const SECRET_NAME = /^(code|smsCode|verificationCode|otp|pin|encryption|authorization)$/i;
const isSecretKey = (key: string): boolean => SECRET_SUFFIX.test(key) || SECRET_NAME.test(key);

export const MASK = "***";

/** A deep copy of `value` with every secret-named field replaced by ***. */
export function maskSecrets<T>(value: T, seen = new WeakMap<object, unknown>()): T {
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return seen.get(value) as T;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(maskSecrets(item, seen));
    return copy as T;
  }
  // Actor references and class instances are passed through; only plain data is copied.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKey(key) && item !== undefined && item !== null && item !== "" ? MASK : maskSecrets(item, seen);
  }
  return copy as T;
}
