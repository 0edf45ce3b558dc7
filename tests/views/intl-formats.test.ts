import { describe, expect, it, vi } from "vitest";
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

/** Counts the formatters made with `new Intl[name]` until `restore`. */
function countMade(name: "DateTimeFormat" | "NumberFormat") {
  const original = Intl[name];
  const counter = { made: 0, restore: () => void (Intl[name] = original as never) };
  Intl[name] = new Proxy(original, {
    construct(target, args) {
      counter.made += 1;
      return Reflect.construct(target, args) as object;
    },
  }) as never;
  return counter;
}

describe("the first screen's formats, made ahead of its first render", () => {
  it("each in a callback of its own, the same formatters the clock, the hot matches and the winner board then use", async () => {
    vi.resetModules();
    const formats = await import("../../src/views/common/intl-formats");
    const { formatDateTime } = await import("../../src/views/common/format-date-time");
    const callbacks: (() => void)[] = [];
    formats.warmFirstScreenFormats("th", (make) => callbacks.push(make));
    expect(callbacks).toHaveLength(3);
    const dates = countMade("DateTimeFormat");
    const numbers = countMade("NumberFormat");
    for (const make of callbacks) make();
    expect([dates.made, numbers.made]).toEqual([2, 1]);
    dates.made = 0;
    numbers.made = 0;
    const day = new Date(Date.UTC(2026, 10, 25, 12, 0, 0));
    // The clock: date and time with seconds; the hot matches: date and time to the minute; the winner board: whole amounts.
    formatDateTime(day, "th", { dateStyle: "medium", timeStyle: "medium" });
    formatDateTime(day, "th");
    formats.dateTimeFormat("th", { dateStyle: "medium", timeStyle: "short" }).format(day);
    formats.numberFormat("th", { maximumFractionDigits: 0 }).format(1234);
    dates.restore();
    numbers.restore();
    expect([dates.made, numbers.made]).toEqual([0, 0]);
  });
});
