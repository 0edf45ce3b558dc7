// The game list's paging; also read by the page's entry (src/app/early-requests.ts), which asks for a category's first
// page before the app runs and is bundled apart from it: this file imports nothing.

/** Search and list paging: pageNo from 1, 42 a page. */
export const GAME_PAGE_SIZE = 42;
/** Recent games: page 1, size 20. */
export const RECENT_PAGE_SIZE = 20;
