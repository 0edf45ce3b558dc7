import { describe, expect, it } from "vitest";
import { GAME_PAGE_SIZE, RECENT_PAGE_SIZE } from "../../machines/game-pages";

// spec.md section 9: game search page size 42; default paging pageNo 1, pageSize 42; favourites and recent fetch
// page 1 size 20.
describe("game page sizes", () => {
  it("search and list pages hold 42 games", () => {
    expect(GAME_PAGE_SIZE).toBe(42);
  });

  it("the recent games are fetched 20 at a time", () => {
    expect(RECENT_PAGE_SIZE).toBe(20);
  });
});
