import { describe, expect, it } from "vitest";
import { requestStatusMoved } from "../../machines/request-status";

// A money request the member has already seen (same id) now has another status: a deposit approved, a withdrawal
// refunded. New requests and requests that disappeared are not moves.
describe("money request status moves", () => {
  const seen = [
    { id: 1, status: "pending" },
    { id: 2, status: "approved" },
  ];

  it("is a move when a seen request's status changed", () => {
    expect(requestStatusMoved(seen, [{ id: 1, status: "approved" }, { id: 2, status: "approved" }])).toBe(true);
    expect(requestStatusMoved(seen, [{ id: 2, status: "refunded" }])).toBe(true);
  });

  it("is no move when every seen request keeps its status", () => {
    expect(requestStatusMoved(seen, seen)).toBe(false);
    expect(requestStatusMoved(seen, [...seen].reverse())).toBe(false);
  });

  it("a new request or a gone one is no move", () => {
    expect(requestStatusMoved(seen, [...seen, { id: 3, status: "pending" }])).toBe(false);
    expect(requestStatusMoved(seen, [{ id: 1, status: "pending" }])).toBe(false);
    expect(requestStatusMoved([], [{ id: 3, status: "approved" }])).toBe(false);
    expect(requestStatusMoved(seen, [])).toBe(false);
  });

  it("matches requests by id, not by position", () => {
    expect(requestStatusMoved(seen, [{ id: 3, status: "pending" }, { id: 1, status: "pending" }])).toBe(false);
    expect(requestStatusMoved(seen, [{ id: 2, status: "pending" }, { id: 1, status: "approved" }])).toBe(true);
  });
});
