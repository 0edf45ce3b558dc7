import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkAmount, submissionKey } from "../../machines/amount-input";
import { AMOUNTS } from "./amount-rules";
import { AMOUNT_PATTERN } from "../../contract";

describe("amount input: what it refuses and why", () => {
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

describe("amount input against the docs/features.md table (tests/machines/amount-rules.ts)", () => {
  it.each(Object.entries(AMOUNTS))("reads %j as the table says", (typed, row) => {
    const check = checkAmount(typed);
    if ("problem" in row) expect(check).toEqual({ ok: false, problem: row.problem });
    else expect(check).toEqual({ ok: true, minor: row.minor, text: row.text });
  });

  it("accepts an amount equal to each limit and refuses one satang past it", () => {
    expect(checkAmount("100", { min: 100 })).toMatchObject({ ok: true, minor: 10000 });
    expect(checkAmount("50000", { max: 50000 })).toMatchObject({ ok: true, minor: 5000000 });
    expect(checkAmount("1000", { balance: 1000 })).toMatchObject({ ok: true, minor: 100000 });
    expect(checkAmount("0.01", { min: 0.01 })).toMatchObject({ ok: true, minor: 1 });
    expect(checkAmount("0.1", { balance: 0.09 })).toEqual({ ok: false, problem: "aboveBalance" });
    // Limits in major units with cents are compared in satang, not as floats.
    expect(checkAmount("0.3", { max: 0.1 + 0.2 })).toMatchObject({ ok: true, minor: 30 });
  });

  it("checks the limits in order: minimum, maximum, balance", () => {
    expect(checkAmount("50", { min: 100, balance: 10 })).toEqual({ ok: false, problem: "belowMin" });
    expect(checkAmount("60000", { max: 50000, balance: 10 })).toEqual({ ok: false, problem: "aboveMax" });
  });

  it("takes twelve whole digits and no more (the contract's pattern)", () => {
    expect(checkAmount("999999999999.99")).toEqual({ ok: true, minor: 99999999999999, text: "999999999999.99" });
    expect(checkAmount("000999999999999")).toEqual({ ok: true, minor: 99999999999900, text: "999999999999" });
    expect(checkAmount("1000000000000")).toEqual({ ok: false, problem: "aboveMax" });
  });

  it.each([
    ["+5", "format"],
    [".5", "format"],
    ["5.", "format"],
    ["1.5e3", "scientific"],
    ["2E5", "scientific"],
    ["1 ", undefined],
    ["\t7\n", undefined],
    ["12,5", "separators"],
    ["−5", "format"],
    ["-0", "negative"],
    // Scientific notation is named as such only when the whole text is one number in it.
    ["+1e3", "scientific"],
    ["1.25e3", "scientific"],
    ["1e10", "scientific"],
    ["abc1e3", "format"],
    ["1e3abc", "format"],
  ])("reads %j as %s", (text, problem) => {
    const check = checkAmount(text);
    if (problem) expect(check).toEqual({ ok: false, problem });
    else expect(check.ok).toBe(true);
  });

  it("keeps the decimals as typed and drops leading zeros", () => {
    expect(checkAmount("007.50")).toEqual({ ok: true, minor: 750, text: "7.50" });
    expect(checkAmount("0.05")).toEqual({ ok: true, minor: 5, text: "0.05" });
    expect(checkAmount("10.1")).toEqual({ ok: true, minor: 1010, text: "10.1" });
  });
});

describe("submission keys (docs/features.md Idempotency)", () => {
  it("is the page's prefix and the submission number", () => {
    expect(submissionKey("a1b2c3", 7)).toBe("a1b2c3-7");
  });
});
