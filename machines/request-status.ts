/** A money request the member has already seen now has another status (a deposit approved, a withdrawal refunded). */
export function requestStatusMoved(before: readonly { id: number; status: string }[], after: readonly { id: number; status: string }[]): boolean {
  const seen = new Map(before.map((request) => [request.id, request.status]));
  return after.some((request) => seen.has(request.id) && seen.get(request.id) !== request.status);
}
