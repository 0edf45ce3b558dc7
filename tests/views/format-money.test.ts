import { describe, expect, it } from "vitest";
import { formatMoney } from "../../src/views/common/format-money";

describe("formatMoney: a negative amount reads '-฿10.00', never '฿-10.00'", () => {
  it("puts the minus sign before the currency symbol, in Thai and English", () => {
    expect(formatMoney(-10, "฿", "th")).toBe("-฿10.00");
    expect(formatMoney(-10, "฿", "en")).toBe("-฿10.00");
    expect(formatMoney(-1234567.5, "฿", "en")).toBe("-฿1,234,567.50");
  });

  it("keeps two decimals, thousands separators and the platform's symbol", () => {
    expect(formatMoney(1000, "฿", "th")).toBe("฿1,000.00");
    expect(formatMoney(0.1 + 0.2, "฿", "en")).toBe("฿0.30");
    expect(formatMoney(5, "$", "en")).toBe("$5.00");
  });
});
