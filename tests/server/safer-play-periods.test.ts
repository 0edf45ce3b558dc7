// @vitest-environment node
import { describe, expect, it } from "vitest";
import { periodSpan } from "../../server/safer-play/periods";

/** A Bangkok (UTC+7) wall-clock time as an instant. */
const bangkok = (y: number, month: number, d: number, h = 0, m = 0, s = 0, ms = 0) => Date.UTC(y, month - 1, d, h - 7, m, s, ms);

describe("safer play's periods on the Bangkok calendar", () => {
  it("runs a day from Bangkok midnight to the next, across a year's end", () => {
    expect(periodSpan("day", bangkok(2031, 12, 31, 23, 30))).toEqual({ start: bangkok(2031, 12, 31), end: bangkok(2032, 1, 1) });
    // 06:59 UTC on 1 January is already 13:59 in Bangkok: the Bangkok day, not the UTC one.
    expect(periodSpan("day", Date.UTC(2032, 0, 1, 6, 59))).toEqual({ start: bangkok(2032, 1, 1), end: bangkok(2032, 1, 2) });
  });

  it("starts a week on Monday: Wednesday 1 January 2031 is in the week of Monday 30 December 2030", () => {
    expect(periodSpan("week", bangkok(2031, 1, 1, 12))).toEqual({ start: bangkok(2030, 12, 30), end: bangkok(2031, 1, 6) });
    expect(periodSpan("week", bangkok(2031, 3, 2, 23, 59, 59, 999)).end).toBe(bangkok(2031, 3, 3));
    expect(periodSpan("week", bangkok(2031, 3, 3)).start).toBe(bangkok(2031, 3, 3));
  });

  it("runs a month from the 1st, February of a leap year included", () => {
    expect(periodSpan("month", bangkok(2032, 2, 15, 8))).toEqual({ start: bangkok(2032, 2, 1), end: bangkok(2032, 3, 1) });
    expect(periodSpan("month", bangkok(2031, 12, 31, 23, 59, 59, 999))).toEqual({ start: bangkok(2031, 12, 1), end: bangkok(2032, 1, 1) });
    expect(periodSpan("month", bangkok(2032, 1, 1)).start).toBe(bangkok(2032, 1, 1));
  });
});
