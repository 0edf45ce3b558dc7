/**
 * JavaScript regular expression sources for the registration pattern ids of spec.md section 5.
 * The client applies them as `new RegExp(source)` with no flags, so every source here works
 * without the `u` flag. Lengths are checked separately against minLength / maxLength.
 */

/** `\uXXXX` escape of a BMP code unit. */
function u(code: number): string {
  return `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Pattern 12 means `^[\p{L}\p{M} ]+$` (letters of any script plus their combining marks, which Thai,
 * Hindi and others need; `\p{L}` alone would reject "สมศักดิ์"). That needs the `u` flag, so the same
 * class is spelled out here as BMP code-unit ranges, computed from the `u`-flag regex once at load.
 * Characters outside the BMP (rare CJK extensions) are not accepted.
 */
function letterAndMarkRanges(): string {
  const isLetter = /[\p{L}\p{M}]/u;
  let out = "";
  let start = -1;
  for (let code = 0; code <= 0x10000; code += 1) {
    const inside = code < 0xd800 || (code > 0xdfff && code < 0x10000) ? isLetter.test(String.fromCharCode(code)) : false;
    if (inside && start < 0) start = code;
    if (!inside && start >= 0) {
      out += start === code - 1 ? u(start) : `${u(start)}-${u(code - 1)}`;
      start = -1;
    }
  }
  return out;
}

const CJK = "\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF";
const CJK_PUNCTUATION = "\\u3000-\\u303F\\uFF00-\\uFFEF\\u00B7\\u2014\\u2026\\u2018\\u2019\\u201C\\u201D";
const ASCII_PUNCTUATION = "!-\\/:-@\\[-`{-~";
const THAI = "\\u0E00-\\u0E7F";
const HANGUL = "\\u1100-\\u11FF\\u3130-\\u318F\\uA960-\\uA97F\\uAC00-\\uD7A3\\uD7B0-\\uD7FF";

export const PATTERNS: Record<number, string> = {
  /** 0: length only. */
  0: "^[\\s\\S]*$",
  /** 1: starts with a letter, then letters and digits. */
  1: "^[A-Za-z][A-Za-z0-9]*$",
  /** 2: Chinese characters and digits. */
  2: `^[${CJK}0-9]+$`,
  /** 3: e-mail. */
  3: "^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$",
  /** 4: alphanumeric, no special characters. */
  4: "^[A-Za-z0-9]+$",
  /** 5: letters and digits combined (both present). */
  5: "^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$",
  /** 6: digits only. */
  6: "^[0-9]+$",
  /** 7: alphanumeric with at least one uppercase letter. */
  7: "^(?=.*[A-Z])[A-Za-z0-9]+$",
  /** 8: English letters and spaces. */
  8: "^[A-Za-z ]+$",
  /** 9: no spaces (no whitespace at all). */
  9: "^\\S+$",
  /** 10: Chinese characters and punctuation (CJK and ASCII). */
  10: `^[${CJK}${CJK_PUNCTUATION}${ASCII_PUNCTUATION}]+$`,
  /** 11: date yyyy-MM-dd. */
  11: "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$",
  /** 12: letters of any script (with combining marks) and spaces; see letterAndMarkRanges. */
  12: `^[${letterAndMarkRanges()} ]+$`,
  /** 13: date MM-dd-yyyy. */
  13: "^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$",
  /** 14: letters and digits only (English). */
  14: "^[A-Za-z0-9]+$",
  /** 15: Korean only (Hangul syllables and jamo). */
  15: `^[${HANGUL}]+$`,
  /** 16: Thai only. */
  16: `^[${THAI}]+$`,
  /** 17: Thai or English letters and spaces. */
  17: `^[${THAI}A-Za-z ]+$`,
  /** 18: uppercase English letters and spaces, at least one letter. */
  18: "^(?=.*[A-Z])[A-Z ]+$",
  /** 19: letters, digits and symbols: printable ASCII, no spaces. */
  19: "^[!-~]+$",
  /** 20: at least one uppercase, one lowercase, one digit and one symbol; printable ASCII, no spaces. */
  20: `^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[${ASCII_PUNCTUATION}])[!-~]+$`,
};
