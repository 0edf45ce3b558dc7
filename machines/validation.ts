import type { FieldSetting } from "../contract";

/** Why a field is refused; the views turn each into its catalogue message. */
export type FieldError =
  | { kind: "required" }
  | { kind: "length"; min: number; max: number }
  | { kind: "pattern"; patternId: number }
  | { kind: "mismatch" }
  | { kind: "mobile" }
  | { kind: "captcha" }
  | { kind: "smsCode" }
  | { kind: "tooLong"; max: number }
  /** The server refused the field; its message (in the user's language) says why. */
  | { kind: "refused"; message: string };

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** What a password must satisfy (the `password` field of the register settings). */
export type PasswordRule = Pick<FieldSetting, "minLength" | "maxLength" | "patternId" | "acceptedPattern">;

export const DEFAULT_PASSWORD_RULE: PasswordRule = { minLength: 6, maxLength: 20, patternId: 0, acceptedPattern: "*" };

export const MAX_INPUT_LENGTH = 255;

export function required(value: string): FieldError | undefined {
  return value.trim() === "" ? { kind: "required" } : undefined;
}

/** Local mobile numbers: 8 to 11 digits, a leading 0 allowed. */
export function mobileNumber(value: string): FieldError | undefined {
  if (value.trim() === "") return { kind: "required" };
  return /^0?\d{8,11}$/.test(value.trim()) ? undefined : { kind: "mobile" };
}

export function smsCode(value: string): FieldError | undefined {
  if (value.trim() === "") return { kind: "required" };
  return /^\d{4,8}$/.test(value.trim()) ? undefined : { kind: "smsCode" };
}

export function captchaAnswer(value: string): FieldError | undefined {
  return value.trim() === "" ? { kind: "captcha" } : undefined;
}

/** `acceptedPattern` applied as `new RegExp(source)`; `*` accepts anything, a broken expression nothing. */
export function matchesPattern(pattern: string, value: string): boolean {
  if (pattern === "*") return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

export function password(value: string, rule: PasswordRule): FieldError | undefined {
  if (value === "") return { kind: "required" };
  if (value.length < rule.minLength || value.length > rule.maxLength) return { kind: "length", min: rule.minLength, max: rule.maxLength };
  return matchesPattern(rule.acceptedPattern, value) ? undefined : { kind: "pattern", patternId: rule.patternId };
}

export function confirmation(value: string, original: string): FieldError | undefined {
  if (value === "") return { kind: "required" };
  return value === original ? undefined : { kind: "mismatch" };
}

/** Drops the fields without an error, so `{}` means valid. */
export function collectErrors<F extends string>(checks: Record<F, FieldError | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(checks).filter(([, error]) => error !== undefined)) as FieldErrors<F>;
}

export const hasErrors = (errors: Partial<Record<string, FieldError>>): boolean => Object.keys(errors).length > 0;
