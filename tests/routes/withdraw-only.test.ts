import { describe, expect, it } from "vitest";
import { MEMBER_PAGES } from "../../src/routes/route-table";
import { openWhileOnBreak } from "../../src/routes/withdraw-only";

/** docs/player-protection.md: a withdraw-only session opens the withdraw page, the records and safer play. */
const OPEN = ["withdraw", "personalHistoryCopy", "transactionHistory", "personalProfit", "bonusDetails", "responsibleGaming"];

describe("pages of a withdraw-only session", () => {
  it.each(OPEN)("keeps /member/%s open", (page) => {
    expect(openWhileOnBreak("/member/$page", page)).toBe(true);
  });

  it.each(MEMBER_PAGES.filter((page) => !OPEN.includes(page)))("closes /member/%s", (page) => {
    expect(openWhileOnBreak("/member/$page", page)).toBe(false);
  });

  it.each(["/", "/games", "/promotions", "/vip", "/agent/$page"])("closes %s", (path) => {
    expect(openWhileOnBreak(path, "withdraw")).toBe(false);
  });
});
