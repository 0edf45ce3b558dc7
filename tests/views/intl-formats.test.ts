import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "../../src/views/common/intl-formats";

describe("Intl formats, made once per language and options", () => {
  const day = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));

  it("the same language and options give the same formatter", () => {
    expect(dateTimeFormat("th", { dateStyle: "medium" })).toBe(dateTimeFormat("th", { dateStyle: "medium" }));
    expect(numberFormat("en", { maximumFractionDigits: 0 })).toBe(numberFormat("en", { maximumFractionDigits: 0 }));
  });

  it("another language or other options give another formatter", () => {
    expect(dateTimeFormat("th", { year: "numeric", timeZone: "UTC" }).format(day)).toBe("พ.ศ. 2569");
    expect(dateTimeFormat("en", { year: "numeric", timeZone: "UTC" }).format(day)).toBe("2026");
    expect(numberFormat("en", { maximumFractionDigits: 0 }).format(1234.5)).toBe("1,235");
    expect(numberFormat("en", { maximumFractionDigits: 2 }).format(1234.5)).toBe("1,234.5");
  });
});
