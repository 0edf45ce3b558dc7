/** A job the clock runs every `everyMs` of server time. */
export type ClockJob = {
  name: string;
  everyMs: number;
  run(dueAt: number): void | Promise<void>;
};

/** Server clock: real time plus an offset that the dev route moves forward. */
export type Clock = {
  now(): number;
  offsetMs(): number;
  /** Moves the clock forward and runs every job that falls due on the way. */
  advance(ms: number): Promise<void>;
  /** Registers a job; returns a function that removes it. */
  onTick(job: ClockJob): () => void;
  /** Runs the jobs that are due at the current time. */
  runDue(): Promise<void>;
  /** Back to real time; jobs are rescheduled from now. */
  reset(): void;
  /** Calls `runDue` every `intervalMs` of real time; returns the stop function. */
  startTicker(intervalMs: number, onError: (error: unknown) => void): () => void;
};

/** A job far behind is run at most this many times per catch-up, then skipped ahead. */
const MAX_RUNS_PER_CATCH_UP = 10_000;

type Scheduled = { job: ClockJob; nextDue: number };

export function createClock(realNow: () => number = Date.now): Clock {
  let offset = 0;
  const scheduled = new Set<Scheduled>();
  let queue: Promise<void> = Promise.resolve();
  const now = () => realNow() + offset;

  async function runJobs(): Promise<void> {
    for (const entry of [...scheduled]) {
      let runs = 0;
      while (entry.nextDue <= now() && scheduled.has(entry)) {
        if (runs >= MAX_RUNS_PER_CATCH_UP) {
          entry.nextDue = now() + entry.job.everyMs;
          break;
        }
        const dueAt = entry.nextDue;
        entry.nextDue += entry.job.everyMs;
        runs += 1;
        await entry.job.run(dueAt);
      }
    }
  }

  /** Jobs never run concurrently: each call waits for the previous one. */
  function runDue(): Promise<void> {
    const next = queue.then(runJobs);
    queue = next.catch(() => undefined);
    return next;
  }

  return {
    now,
    offsetMs: () => offset,
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("advance(ms) needs a finite ms >= 0");
      offset += ms;
      await runDue();
    },
    onTick(job) {
      if (!(job.everyMs > 0)) throw new RangeError("a clock job needs everyMs > 0");
      const entry: Scheduled = { job, nextDue: now() + job.everyMs };
      scheduled.add(entry);
      return () => {
        scheduled.delete(entry);
      };
    },
    runDue,
    reset() {
      offset = 0;
      for (const entry of scheduled) entry.nextDue = now() + entry.job.everyMs;
    },
    startTicker(intervalMs, onError) {
      const timer = setInterval(() => {
        runDue().catch(onError);
      }, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
