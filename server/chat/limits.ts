/** The chat's limits (docs/security-senders.md): messages per socket and per sender, sockets per client address. */
export const CHAT_LIMITS = {
  /** One socket: at most 10 messages in any 10 seconds ... */
  perSocket: { max: 10, windowMs: 10_000 },
  /** ... and one sender (a member over all their sockets, or one guest conversation): 30 in any minute. */
  perSender: { max: 30, windowMs: 60_000 },
  /** Chat sockets open at once from one client address. */
  socketsPerAddress: 20,
  /** How often (real time) open member sockets are checked against their sessions. */
  sessionSweepMs: 1_000,
} as const;

/** A sliding window: `take` records a message at `now` when fewer than `max` fell within the last `windowMs`. */
export class SlidingWindow {
  private times: number[] = [];
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}
  private prune(now: number) {
    // Within the window either way: a time ahead of `now` (a dev reset set the server clock back) still counts.
    this.times = this.times.filter((t) => Math.abs(now - t) < this.windowMs);
  }
  take(now: number): boolean {
    this.prune(now);
    if (this.times.length >= this.max) return false;
    this.times.push(now);
    return true;
  }
  /** Whether nothing is left in the window (the entry can be forgotten). */
  idle(now: number): boolean {
    this.prune(now);
    return this.times.length === 0;
  }
}

/** Sliding windows by key, forgotten once idle. */
export class WindowsByKey {
  private readonly windows = new Map<string, SlidingWindow>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}
  take(key: string, now: number): boolean {
    let window = this.windows.get(key);
    if (!window) {
      window = new SlidingWindow(this.max, this.windowMs);
      this.windows.set(key, window);
    }
    return window.take(now);
  }
  forgetIdle(now: number): void {
    for (const [key, window] of this.windows) if (window.idle(now)) this.windows.delete(key);
  }
}
