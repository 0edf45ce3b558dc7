import { describe, expect, it } from "vitest";
import { checkRate, type RateRule } from "../../machines/contract-rate";

// docs/features.md's table of contract kinds: real-time 0.01-2 % with 2 decimals, dividend 1-50 % with 1 decimal.
// A rate is typed in percent: up to three digits with an optional decimal part, within the kind's bounds and decimals, and at most
// the agent's own rate when one is given.
const REALTIME: RateRule = { minRate: 0.01, maxRate: 2, decimals: 2 };
const DIVIDEND: RateRule = { minRate: 1, maxRate: 50, decimals: 1 };

describe("contract rate check", () => {
  it("refuses an empty rate, spaces alone included", () => {
    expect(checkRate("", REALTIME)).toEqual({ ok: false, problem: "empty" });
    expect(checkRate("   ", REALTIME)).toEqual({ ok: false, problem: "empty" });
  });

  it("takes digits with an optional decimal part, nothing else", () => {
    for (const raw of ["1.", ".5", "1,5", "-1", "+1", "1e1", "a", "1.2.3", "1 .5", "1000"]) {
      expect(checkRate(raw, DIVIDEND), raw).toEqual({ ok: false, problem: "format" });
    }
    expect(checkRate(" 12.5 ", DIVIDEND)).toEqual({ ok: true, text: "12.5", value: 12.5 });
    // A percent has at most three whole digits: 100 is a rate (too high here), 1000 is not one.
    expect(checkRate("100", DIVIDEND)).toEqual({ ok: false, problem: "aboveMax" });
  });

  it("takes at most the kind's decimals", () => {
    expect(checkRate("0.01", REALTIME)).toEqual({ ok: true, text: "0.01", value: 0.01 });
    expect(checkRate("0.011", REALTIME)).toEqual({ ok: false, problem: "decimals" });
    expect(checkRate("12.5", DIVIDEND)).toEqual({ ok: true, text: "12.5", value: 12.5 });
    expect(checkRate("12.55", DIVIDEND)).toEqual({ ok: false, problem: "decimals" });
  });

  it("keeps within the kind's bounds, both ends included", () => {
    expect(checkRate("0.00", REALTIME)).toEqual({ ok: false, problem: "belowMin" });
    expect(checkRate("0.01", REALTIME)).toMatchObject({ ok: true, value: 0.01 });
    expect(checkRate("2", REALTIME)).toMatchObject({ ok: true, value: 2 });
    expect(checkRate("2.01", REALTIME)).toEqual({ ok: false, problem: "aboveMax" });
    expect(checkRate("0.9", DIVIDEND)).toEqual({ ok: false, problem: "belowMin" });
    expect(checkRate("1", DIVIDEND)).toMatchObject({ ok: true, value: 1 });
    expect(checkRate("50", DIVIDEND)).toMatchObject({ ok: true, value: 50 });
    expect(checkRate("50.1", DIVIDEND)).toEqual({ ok: false, problem: "aboveMax" });
  });

  it("offers at most the agent's own rate, which it may equal", () => {
    expect(checkRate("1.5", REALTIME, 1.5)).toMatchObject({ ok: true, value: 1.5 });
    expect(checkRate("1.51", REALTIME, 1.5)).toEqual({ ok: false, problem: "aboveOwn" });
    // The kind's bounds are told first.
    expect(checkRate("2.01", REALTIME, 1.5)).toEqual({ ok: false, problem: "aboveMax" });
  });

  it("gives the rate in its shortest form", () => {
    expect(checkRate("2.00", REALTIME)).toEqual({ ok: true, text: "2", value: 2 });
    expect(checkRate("01.50", REALTIME)).toEqual({ ok: true, text: "1.5", value: 1.5 });
  });
});
