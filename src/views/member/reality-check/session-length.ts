/** Whole hours and minutes from the session's start to the server's now (never below 0). */
export function sessionLength(startedAt: string, now: string): { hours: number; minutes: number } {
  const total = Math.max(Math.floor((Date.parse(now) - Date.parse(startedAt)) / 60_000), 0);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
