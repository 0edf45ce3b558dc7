import type { Language } from "../../../contract";
import { intlLocale } from "./intl-locale";

/** How long the page waits for the worker before making its formats itself. */
const WARM_WAIT_MS = 1500;

type WorkerLike = Pick<Worker, "postMessage" | "terminate"> & { onmessage: ((event: MessageEvent) => void) | null; onerror: ((event: ErrorEvent) => void) | null };

/**
 * Loads the language's calendar data in a worker: the renderer process keeps that data, so the page's own first
 * formatter takes a fraction of a millisecond instead of a long task between the first paint and the working page.
 * Resolves when the worker is done, has failed, or after WARM_WAIT_MS; never rejects.
 */
export function warmFormatsInWorker(language: Language, startWorker: () => WorkerLike | undefined = defaultWorker): Promise<void> {
  let worker: WorkerLike | undefined;
  try {
    worker = startWorker();
  } catch {
    worker = undefined;
  }
  if (!worker) return Promise.resolve();
  const started = worker;
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      started.terminate();
      resolve();
    };
    const timer = setTimeout(done, WARM_WAIT_MS);
    started.onmessage = done;
    started.onerror = done;
    started.postMessage(intlLocale(language));
  });
}

function defaultWorker(): WorkerLike | undefined {
  if (typeof Worker === "undefined") return undefined;
  return new Worker(new URL("./intl-warm.worker.ts", import.meta.url), { type: "module" });
}
