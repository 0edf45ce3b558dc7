// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PATTERNS } from "../../server/register-patterns";

/**
 * Property test of the register patterns (spec.md section 5, pattern ids 0 to 20): for each id, strings built to
 * match its description must pass `new RegExp(source)` (no flags, as the client applies it) and strings built to
 * break it must fail.
 */

const RUNS = 300;

/** One character from inclusive code-point ranges (all BMP here unless said otherwise). */
function charFrom(...ranges: [number, number][]): fc.Arbitrary<string> {
  return fc.oneof(...ranges.map(([from, to]) => fc.integer({ min: from, max: to }).map((code) => String.fromCodePoint(code))));
}
const oneOf = (chars: string) => fc.constantFrom(...chars.split(""));
const text = (unit: fc.Arbitrary<string>, minLength = 1, maxLength = 16) => fc.string({ unit, minLength, maxLength });

/** `base` with `bad` put in at some position (so the bad part may be first, inside or last). */
function withInserted(base: fc.Arbitrary<string>, bad: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, bad, fc.nat()).map(([s, b, at]) => {
    const i = at % (s.length + 1);
    return s.slice(0, i) + b + s.slice(i);
  });
}

/** The parts in a random order. */
const shuffled = (parts: fc.Arbitrary<string>[]) =>
  fc.tuple(...parts).chain((values) => fc.shuffledSubarray(values, { minLength: values.length, maxLength: values.length })).map((values) => values.join(""));

const upper = charFrom([0x41, 0x5a]);
const lower = charFrom([0x61, 0x7a]);
const letter = fc.oneof(upper, lower);
const digit = charFrom([0x30, 0x39]);
const alnum = fc.oneof(letter, digit);
const asciiSymbol = charFrom([0x21, 0x2f], [0x3a, 0x40], [0x5b, 0x60], [0x7b, 0x7e]);
const printableNoSpace = charFrom([0x21, 0x7e]);
const space = fc.constant(" ");
const whitespace = oneOf(" \t\n\r\u000b\f\u00a0\u3000\u2003");
const thai = charFrom([0x0e01, 0x0e3a], [0x0e3f, 0x0e5b]);
const thaiDigit = charFrom([0x0e50, 0x0e59]);
const cjk = charFrom([0x4e00, 0x9fff], [0x3400, 0x4dbf]);
const cjkPunctuation = oneOf("，。！？、；：「」『』（）《》·—…‘’“”");
const hangul = charFrom([0xac00, 0xd7a3]);
const cyrillic = charFrom([0x0410, 0x044f]);
const accented = oneOf("éèüöñçåøÉÜ");
const emoji = fc.constantFrom("😀", "🎉", "🐱", "❤️", "👍🏽");
/** Characters of scripts no pattern but 0, 9 and 12 accepts as letters. */
const foreign = fc.oneof(thai, cjk, hangul, cyrillic, emoji);

const pad2 = (n: number) => String(n).padStart(2, "0");
const year = fc.integer({ min: 0, max: 9999 }).map((y) => String(y).padStart(4, "0"));
const month = fc.integer({ min: 1, max: 12 }).map(pad2);
const day = fc.integer({ min: 1, max: 31 }).map(pad2);
const badMonth = fc.oneof(fc.constant("00"), fc.integer({ min: 13, max: 99 }).map(pad2));
const badDay = fc.oneof(fc.constant("00"), fc.integer({ min: 32, max: 99 }).map(pad2));
const badSeparator = oneOf("/. _");

const emailLocal = text(fc.oneof(alnum, oneOf("._%+-")), 1, 12);
const emailLabel = text(fc.oneof(alnum, fc.constant("-")), 1, 10);
const tld = text(letter, 2, 6);
const email = fc.tuple(emailLocal, fc.array(emailLabel, { minLength: 1, maxLength: 3 }), tld).map(([local, labels, top]) => `${local}@${labels.join(".")}.${top}`);

/** [strings that must pass, strings that must fail] per pattern id. */
const CASES: Record<number, [fc.Arbitrary<string>, fc.Arbitrary<string> | undefined]> = {
  0: [fc.string({ unit: "grapheme", maxLength: 30 }), undefined],
  1: [fc.tuple(letter, text(alnum, 0)).map(([a, b]) => a + b), fc.oneof(fc.tuple(digit, text(alnum, 0)).map(([a, b]) => a + b), withInserted(text(alnum), fc.oneof(asciiSymbol, space, foreign, accented)), fc.constant(""))],
  2: [text(fc.oneof(cjk, digit)), withInserted(text(fc.oneof(cjk, digit)), fc.oneof(letter, space, thai, hangul, asciiSymbol))],
  3: [email, fc.oneof(email.map((e) => e.replace("@", "")), withInserted(email, fc.oneof(space, oneOf("@,;<>()[]"), foreign)), fc.tuple(emailLocal, emailLabel, letter).map(([l, d, t]) => `${l}@${d}.${t}`))],
  4: [text(alnum), withInserted(text(alnum), fc.oneof(asciiSymbol, space, foreign, accented))],
  5: [
    fc.tuple(text(letter), text(digit), text(alnum, 0)).chain(([l, d, rest]) => shuffled([fc.constant(l), fc.constant(d), fc.constant(rest)])),
    fc.oneof(text(letter), text(digit), withInserted(fc.tuple(letter, digit).map(([l, d]) => l + d), fc.oneof(asciiSymbol, space, foreign))),
  ],
  6: [text(digit), fc.oneof(withInserted(text(digit), fc.oneof(letter, space, oneOf("+-.,()"), thaiDigit, foreign)), fc.constant(""))],
  7: [
    fc.tuple(upper, text(alnum, 0)).chain(([u, rest]) => shuffled([fc.constant(u), fc.constant(rest)])),
    fc.oneof(text(fc.oneof(lower, digit)), withInserted(fc.tuple(upper, text(alnum, 0)).map(([u, r]) => u + r), fc.oneof(asciiSymbol, space, foreign))),
  ],
  8: [text(fc.oneof(letter, space)), withInserted(text(fc.oneof(letter, space)), fc.oneof(digit, asciiSymbol, accented, foreign))],
  9: [text(fc.oneof(printableNoSpace, foreign, accented)), withInserted(text(fc.oneof(printableNoSpace, foreign), 0), whitespace)],
  10: [text(fc.oneof(cjk, cjkPunctuation, asciiSymbol)), withInserted(text(fc.oneof(cjk, cjkPunctuation), 0), fc.oneof(letter, digit, space, thai, hangul))],
  11: [
    fc.tuple(year, month, day).map(([y, m, d]) => `${y}-${m}-${d}`),
    fc.oneof(
      fc.tuple(year, badMonth, day).map(([y, m, d]) => `${y}-${m}-${d}`),
      fc.tuple(year, month, badDay).map(([y, m, d]) => `${y}-${m}-${d}`),
      fc.tuple(year, month, day, badSeparator).map(([y, m, d, s]) => `${y}${s}${m}${s}${d}`),
      fc.tuple(month, day, year).map(([m, d, y]) => `${m}-${d}-${y}`),
    ),
  ],
  12: [text(fc.oneof(letter, accented, thai.filter((c) => /\p{L}|\p{M}/u.test(c)), cjk, hangul, cyrillic, space)), withInserted(text(fc.oneof(letter, thai, cjk), 0), fc.oneof(digit, thaiDigit, asciiSymbol, emoji))],
  13: [
    fc.tuple(month, day, year).map(([m, d, y]) => `${m}-${d}-${y}`),
    fc.oneof(fc.tuple(year, month, day).map(([y, m, d]) => `${y}-${m}-${d}`), fc.tuple(badMonth, day, year).map(([m, d, y]) => `${m}-${d}-${y}`), fc.tuple(month, badDay, year).map(([m, d, y]) => `${m}-${d}-${y}`)),
  ],
  14: [text(alnum), withInserted(text(alnum), fc.oneof(asciiSymbol, space, foreign, accented))],
  15: [text(hangul), withInserted(text(hangul, 0), fc.oneof(letter, digit, space, cjk, thai))],
  16: [text(thai), withInserted(text(thai, 0), fc.oneof(letter, digit, space, cjk, hangul, emoji))],
  17: [text(fc.oneof(thai.filter((c) => !/[\u0E50-\u0E59]/.test(c)), letter, space)), withInserted(text(fc.oneof(thai, letter), 0), fc.oneof(digit, cjk, hangul, asciiSymbol, emoji, accented))],
  18: [
    fc.tuple(upper, text(fc.oneof(upper, space), 0)).chain(([u, rest]) => shuffled([fc.constant(u), fc.constant(rest)])),
    fc.oneof(text(space), withInserted(fc.tuple(upper, text(fc.oneof(upper, space), 0)).map(([u, r]) => u + r), fc.oneof(lower, digit, asciiSymbol, foreign))),
  ],
  19: [text(printableNoSpace), withInserted(text(printableNoSpace, 0), fc.oneof(whitespace, foreign, accented))],
  20: [
    fc.tuple(upper, lower, digit, asciiSymbol, text(printableNoSpace, 0)).chain((parts) => shuffled(parts.map((p) => fc.constant(p)))),
    fc.oneof(
      // One class missing each time.
      text(fc.oneof(lower, digit, asciiSymbol)),
      text(fc.oneof(upper, digit, asciiSymbol)),
      text(fc.oneof(upper, lower, asciiSymbol)),
      text(alnum),
      withInserted(fc.tuple(upper, lower, digit, asciiSymbol).map((parts) => parts.join("")), fc.oneof(whitespace, foreign)),
    ),
  ],
};

describe("register patterns 0 to 20 (property)", () => {
  it("covers every pattern id", () => {
    expect(Object.keys(CASES).map(Number)).toEqual(Object.keys(PATTERNS).map(Number));
  });

  for (const [id, [passing, failing]] of Object.entries(CASES)) {
    const regex = new RegExp(PATTERNS[Number(id)] ?? "(?!)");
    it(`pattern ${id} accepts what its description allows${failing ? " and refuses the rest" : ""}`, () => {
      fc.assert(fc.property(passing, (value) => regex.test(value)), { numRuns: RUNS });
      if (failing) fc.assert(fc.property(failing, (value) => !regex.test(value)), { numRuns: RUNS });
    });
  }
});
