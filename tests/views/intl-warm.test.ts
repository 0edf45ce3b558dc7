import { afterEach, describe, expect, it, vi } from "vitest";
import { intlLocale } from "../../src/views/common/intl-locale";
import { warmFormatsInWorker } from "../../src/views/common/intl-warm";

/** A stand-in worker: records what it was sent; the test answers, fails or stays silent. */
function fakeWorker() {
  const worker = {
    sent: [] as unknown[],
    terminated: false,
    onmessage: null as ((event: MessageEvent) => void) | null,
    onerror: null as ((event: ErrorEvent) => void) | null,
    postMessage(message: unknown) {
      worker.sent.push(message);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

afterEach(() => vi.useRealTimers());

describe("the calendar data loaded in a worker", () => {
  it("sends the language's locale and resolves when the worker is done, then ends it", async () => {
    const worker = fakeWorker();
    let settled = false;
    const warm = warmFormatsInWorker("th", () => worker).then(() => (settled = true));
    expect(worker.sent).toEqual([intlLocale("th")]);
    await Promise.resolve();
    expect(settled).toBe(false);
    worker.onmessage?.(new MessageEvent("message", { data: "warm" }));
    await warm;
    expect(worker.terminated).toBe(true);
  });

  it("does not hold the page when the worker fails or stays silent", async () => {
    const failing = fakeWorker();
    const failed = warmFormatsInWorker("en", () => failing);
    failing.onerror?.(new ErrorEvent("error"));
    await expect(failed).resolves.toBeUndefined();
    expect(failing.terminated).toBe(true);

    vi.useFakeTimers();
    const silent = fakeWorker();
    let settled = false;
    void warmFormatsInWorker("th", () => silent).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(settled).toBe(true);
    expect(silent.terminated).toBe(true);
  });

  it("resolves at once where no worker can start", async () => {
    await expect(warmFormatsInWorker("th", () => undefined)).resolves.toBeUndefined();
    await expect(
      warmFormatsInWorker("th", () => {
        throw new Error("blocked by the page's policy");
      }),
    ).resolves.toBeUndefined();
  });
});
