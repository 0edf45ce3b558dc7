import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAmount } from "../../machines/amount-input";
import { AMOUNT_PATTERN } from "../../src/contract";

describe("amount input (issue 6, bad input)", () => {
  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["0", "zero"],
    ["0.00", "zero"],
    ["-5", "negative"],
    ["1.005", "decimals"],
    ["1e3", "scientific"],
    ["1.5E+2", "scientific"],
    ["1,000", "separators"],
    ["1,000.50", "separators"],
    ["1 000", "separators"],
    ["abc", "format"],
    ["1.2.3", "format"],
    ["0x10", "format"],
    ["Infinity", "format"],
  ])("refuses %j as %s", (text, problem) => {
    expect(checkAmount(text)).toEqual({ ok: false, problem });
  });

  it("applies the limits: minimum, maximum, balance", () => {
    expect(checkAmount("99.99", { min: 100 })).toEqual({ ok: false, problem: "belowMin" });
    expect(checkAmount("50000.01", { max: 50000 })).toEqual({ ok: false, problem: "aboveMax" });
    expect(checkAmount("1000.01", { balance: 1000 })).toEqual({ ok: false, problem: "aboveBalance" });
    expect(checkAmount(" 0100.5 ", { min: 100, max: 200, balance: 150 })).toEqual({ ok: true, minor: 10050, text: "100.5" });
  });

  it("sends only text the contract accepts, with the same value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
        const check = checkAmount(text);
        expect(check.ok && check.minor).toBe(minor);
        expect(check.ok && AMOUNT_PATTERN.test(check.text)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const check = checkAmount(text);
        if (check.ok) expect(AMOUNT_PATTERN.test(check.text)).toBe(true);
      }),
    );
  });
});
