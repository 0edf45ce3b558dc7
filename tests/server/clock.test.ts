// @vitest-environment node
import { describe, expect, it } from "vitest";
import { createClock } from "../../server/clock";

describe("server clock", () => {
  it("is real time plus an offset that advance moves", async () => {
    let real = 1_000_000;
    const clock = createClock(() => real);
    expect(clock.now()).toBe(1_000_000);
    await clock.advance(5_000);
    real += 10;
    expect(clock.now()).toBe(1_005_010);
    clock.reset();
    expect(clock.now()).toBe(1_000_010);
  });

  it("runs each job once per period that falls due, with its due time", async () => {
    const clock = createClock(() => 0);
    const runs: number[] = [];
    const stop = clock.onTick({ name: "every minute", everyMs: 60_000, run: (dueAt) => void runs.push(dueAt) });
    await clock.advance(59_999);
    expect(runs).toEqual([]);
    await clock.advance(1);
    expect(runs).toEqual([60_000]);
    await clock.advance(180_000);
    expect(runs).toEqual([60_000, 120_000, 180_000, 240_000]);
    stop();
    await clock.advance(600_000);
    expect(runs).toHaveLength(4);
  });

  it("refuses to go backwards", async () => {
    const clock = createClock(() => 0);
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
  });
});
