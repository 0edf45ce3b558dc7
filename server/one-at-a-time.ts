/**
 * A queue per member: the work given for one member runs one at a time, so parallel password guesses meet a lock
 * too. Each check (payment password, re-authentication) makes its own.
 */
export function perMemberQueue(): <T>(memberId: number, work: () => Promise<T>) => Promise<T> {
  const queues = new Map<number, Promise<unknown>>();
  return <T>(memberId: number, work: () => Promise<T>): Promise<T> => {
    const run = (queues.get(memberId) ?? Promise.resolve()).then(work, work);
    const settled = run.catch(() => undefined);
    queues.set(memberId, settled);
    void settled.then(() => {
      if (queues.get(memberId) === settled) queues.delete(memberId);
    });
    return run;
  };
}
