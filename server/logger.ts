/** One JSON line per request on stdout; errors on stderr. */
export type RequestLine = { time: string; level: "info" | "warn" | "error"; method: string; path: string; status: number; ms: number };

export type Logger = {
  request(line: RequestLine): void;
  error(what: string, error: unknown, extra?: Record<string, unknown>): void;
};

/** `requests: false` silences request lines; errors are always written. */
export function createLogger(requests: boolean): Logger {
  return {
    request(line) {
      if (requests) process.stdout.write(`${JSON.stringify(line)}\n`);
    },
    error(what, error, extra) {
      const detail = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
      console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", what, ...extra, ...detail }));
    },
  };
}
