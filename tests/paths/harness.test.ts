import { describe, expect, it } from "vitest";
import { assign, setup } from "xstate";
import { CoverageRecorder } from "./coverage";
import { generatePaths, type PathModel } from "./generate-paths";
import { replayOnActor } from "./replay-actor";

const door = setup({
  types: { context: {} as { opens: number }, events: {} as { type: "OPEN" } | { type: "CLOSE" } | { type: "LOCK" } },
}).createMachine({
  id: "door",
  context: { opens: 0 },
  initial: "closed",
  states: {
    closed: { on: { OPEN: { target: "open", actions: assign({ opens: ({ context }) => context.opens + 1 }) } } },
    open: { on: { CLOSE: "closed" } },
    // Reachable only with an event nobody explores here.
    locked: { on: { OPEN: "open" } },
  },
  on: { LOCK: { guard: () => false, target: ".locked" } },
});

describe("path harness", () => {
  const model: PathModel<typeof door> = { name: "door", machine: door };

  it("generates paths that take every reachable transition", () => {
    const paths = generatePaths(model);
    const events = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect(events).toEqual(new Set(["OPEN", "CLOSE", "LOCK"]));
  });

  it("reports what the paths never reached", async () => {
    const recorder = new CoverageRecorder("door", door);
    for (const path of generatePaths(model)) (await replayOnActor(model, path, recorder)).actor.stop();
    const report = recorder.report();
    expect(report.missing.states).toEqual(["door.locked"]);
    // The guarded LOCK is tried on every path but never taken, so it counts as not covered.
    expect(report.missing.transitions).toEqual(["door LOCK #0", "door.locked OPEN #0"]);
    expect(report.transitions).toEqual({ covered: 2, total: 4 });
  });

  it("fails a replay when the live actor ends up somewhere else than the path says", async () => {
    const [path] = generatePaths(model);
    const lying = { ...path!, steps: path!.steps.map((step) => ({ ...step, state: door.resolveState({ value: "locked", context: { opens: 0 } }) })) };
    await expect(replayOnActor(model, lying)).rejects.toThrow();
  });
});
