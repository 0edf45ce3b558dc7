import { describe, expect, it, vi } from "vitest";
import { loadApp, RELOAD_DELAY_MS } from "../../src/app/load-app";

/** The tab's reload mark in memory; `keeps: false` is a tab whose storage is unavailable. */
function memoryMark(set = false, keeps = true) {
  const state = { set };
  return {
    state,
    isSet: () => state.set,
    set: () => (keeps ? ((state.set = true), true) : false),
    clear: () => void (state.set = false),
  };
}

const failing = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
const loading = () => Promise.resolve({});

describe("loading the app's code from the page's entry", () => {
  it("loads, and clears an earlier reload mark so that a later failure may reload again", async () => {
    const mark = memoryMark(true);
    const reload = vi.fn();
    await expect(loadApp({ load: loading, reload, mark, wait: async () => {} })).resolves.toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(mark.state.set).toBe(false);
  });

  it("reloads the page after a short wait when the load fails", async () => {
    const mark = memoryMark();
    const events: string[] = [];
    const loaded = await loadApp({ load: failing, reload: () => events.push("reload"), mark, wait: async (ms) => void events.push(`wait ${ms}`) });
    expect(loaded).toBe(false);
    expect(events).toEqual([`wait ${RELOAD_DELAY_MS}`, "reload"]);
    expect(mark.state.set).toBe(true);
  });

  it("does not reload a second time in the same tab: the failure goes to the console", async () => {
    const mark = memoryMark(true);
    const reload = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(loadApp({ load: failing, reload, mark, wait: async () => {} })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it("does not reload where the tab cannot keep the mark (every reload would fail and reload again)", async () => {
    const reload = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(loadApp({ load: failing, reload, mark: memoryMark(false, false), wait: async () => {} })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
