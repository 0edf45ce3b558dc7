/** A misbehaviour injected on one /wps path by the dev route. */
export type FaultKind = "delay" | "status" | "fail" | "malformed" | "drop";

export type Fault = {
  /** The /wps path, exact, without query. */
  path: string;
  kind: FaultKind;
  /** delay: how long to wait before answering normally. */
  ms?: number;
  /** status: the HTTP status (default 500). */
  status?: number;
  message?: string;
  /** status: the errorCode (default "system busy"). */
  errorCode?: string;
  /** How many requests it applies to; undefined = until cleared. */
  times?: number;
  /** malformed: this JSON is answered verbatim instead of broken JSON text. */
  body?: unknown;
};

export type ActiveFault = Fault & { remaining: number | null };

export type FaultStore = {
  /** Sets the fault of a path, replacing any earlier one. */
  set(fault: Fault): void;
  /** The fault to apply to this request, counting it against `times`. */
  take(path: string): Fault | undefined;
  list(): ActiveFault[];
  /** Clears one path, or all when no path is given. */
  clear(path?: string): void;
};

export function createFaultStore(): FaultStore {
  const faults = new Map<string, ActiveFault>();
  return {
    set(fault) {
      faults.set(fault.path, { ...fault, remaining: fault.times ?? null });
    },
    take(path) {
      const fault = faults.get(path);
      if (!fault) return undefined;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.delete(path);
      }
      return { path: fault.path, kind: fault.kind, ms: fault.ms, status: fault.status, message: fault.message, errorCode: fault.errorCode, times: fault.times, body: fault.body };
    },
    list() {
      return [...faults.values()].map((fault) => ({ ...fault }));
    },
    clear(path) {
      if (path === undefined) faults.clear();
      else faults.delete(path);
    },
  };
}
