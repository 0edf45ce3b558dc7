import type { MemberPage } from "./route-table";

/**
 * The member-centre pages a withdraw-only session (a time-out or self-exclusion in force) may open: the withdraw page,
 * the records and safer play. Every other page sends the member to safer play, where the end date is shown; the
 * server refuses every other call too (docs/player-protection.md).
 */
export const WITHDRAW_ONLY_PAGES: readonly MemberPage[] = ["withdraw", "personalHistoryCopy", "transactionHistory", "personalProfit", "bonusDetails", "responsibleGaming"];

/** Whether a route (its path pattern and `$page`) stays open to a withdraw-only session. */
export function openWhileOnBreak(path: string, page: string | undefined): boolean {
  return path === "/member/$page" && (WITHDRAW_ONLY_PAGES as readonly string[]).includes(page ?? "");
}
