import { describe, expect, it, vi } from "vitest";
import { loadApp, RELOAD_DELAY_MS, RELOADED_KEY } from "../../src/app/load-app";

function memoryMarks(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
}

const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
const loading = () => Promise.resolve({});

describe("loading the app's code from the page's entry", () => {
  it("loads, and clears an earlier reload mark so that a later failure may reload again", async () => {
    const marks = memoryMarks({ [RELOADED_KEY]: "1" });
    const reload = vi.fn();
    await expect(loadApp({ load: loading, reload, marks, wait: async () => {} })).resolves.toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(marks.map.has(RELOADED_KEY)).toBe(false);
  });

  it("reloads the page after a short wait when the load fails", async () => {
    const marks = memoryMarks();
    const events: string[] = [];
    const loaded = await loadApp({ load: failing, reload: () => events.push("reload"), marks, wait: async (ms) => void events.push(`wait ${ms}`) });
    expect(loaded).toBe(false);
    expect(events).toEqual([`wait ${RELOAD_DELAY_MS}`, "reload"]);
    expect(marks.map.get(RELOADED_KEY)).toBe("1");
  });

  it("does not reload a second time in the same tab: the failure goes to the console", async () => {
    const marks = memoryMarks({ [RELOADED_KEY]: "1" });
    const reload = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(loadApp({ load: failing, reload, marks, wait: async () => {} })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
