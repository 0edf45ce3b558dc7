/**
 * The one server-side check of text a person typed before it is stored (names, nicknames, account names, register
 * fields): no control or invisible formatting characters (NUL, line breaks, bidi overrides, zero-width joiners), no
 * markup characters, and the field's own pattern and length. The client checks the same; the server does not trust it.
 */

/** Unicode control (Cc), format (Cf: bidi overrides, zero-width characters), line and paragraph separators. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/u;
/** Characters that start markup or script in HTML; no name needs them. */
const MARKUP = /[<>]/;

/** A person's or an account holder's name: letters of any script with their marks, spaces, `.`, `'` and `-`. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;
/** A nickname or display name: a name that may also hold digits and `_`. */
export const NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u;

export type TextRule = {
  /** The field's pattern (the register settings' acceptedPattern, NAME_PATTERN, ...); none: any text. */
  pattern?: RegExp;
  min?: number;
  max?: number;
  /** Passwords may hold `<` and `>` (they are never shown); control characters stay refused. */
  allowMarkup?: boolean;
};

export type TextProblem = "control" | "markup" | "length" | "pattern";

/** Why `value` may not be stored under `rule`, or undefined when it may. Length counts UTF-16 units, as browsers do. */
export function textProblem(value: string, rule: TextRule = {}): TextProblem | undefined {
  if (CONTROL.test(value)) return "control";
  if (!rule.allowMarkup && MARKUP.test(value)) return "markup";
  if ((rule.min !== undefined && value.length < rule.min) || (rule.max !== undefined && value.length > rule.max)) return "length";
  if (rule.pattern && !rule.pattern.test(value)) return "pattern";
  return undefined;
}
