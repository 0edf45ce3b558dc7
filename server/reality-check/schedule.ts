/** When the next reality check comes in a session, from its start, the interval and what was acknowledged (ms). */
export type CheckTimes = { intervalMinutes: number; startedAt: number; ackedThrough: number; now: number };

/** The check due now or next and its number in the session (1 the first); nulls when the interval is off. */
export function nextCheck({ intervalMinutes, startedAt, ackedThrough, now }: CheckTimes): { at: number | null; number: number | null } {
  if (intervalMinutes <= 0) return { at: null, number: null };
  const every = intervalMinutes * 60_000;
  const passed = Math.max(Math.floor((now - startedAt) / every), 0);
  const acknowledged = Math.max(Math.floor((ackedThrough - startedAt) / every), 0);
  // After a long absence only the latest check that passed is shown, not one per interval missed.
  const number = passed > acknowledged ? passed : acknowledged + 1;
  return { at: startedAt + number * every, number };
}

/** The instant acknowledged by seeing check `number`: never past the latest check that came, never back. */
export function ackedThroughAfter({ intervalMinutes, startedAt, ackedThrough, now }: CheckTimes, number: number): number {
  if (intervalMinutes <= 0) return ackedThrough;
  const every = intervalMinutes * 60_000;
  const passed = Math.max(Math.floor((now - startedAt) / every), 0);
  return Math.max(ackedThrough, startedAt + Math.min(number, passed) * every);
}
