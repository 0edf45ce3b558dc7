/** The first worker's server port; worker n uses E2E_PORT + n. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/** Browser-test workers, each with its own server and database (E2E_WORKERS, default 2: this machine's cores). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
