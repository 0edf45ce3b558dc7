import { describe, expect, expectTypeOf, it } from "vitest";
import { createActor, setup } from "xstate";
import { childStateView, stateView, topState } from "../../src/views/common/state-view";

/** A small machine with a flat state and a compound one, moved by plain events. */
const pageMachine = setup({ types: { events: {} as { type: "LOADED" } | { type: "OPEN" } | { type: "FAIL" } } }).createMachine({
  initial: "loading",
  states: {
    loading: { on: { LOADED: "ready", FAIL: "failed" } },
    failed: {},
    ready: { initial: "list", states: { list: { on: { OPEN: "article" } }, article: {} } },
  },
});

function snapshotAfter(...events: ({ type: "LOADED" } | { type: "OPEN" } | { type: "FAIL" })[]) {
  const actor = createActor(pageMachine).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const BY_STATE = { loading: "spinner", failed: "retry", ready: "page" } as const;
const BY_CHILD = { list: "titles", article: "text" } as const;

describe("stateView", () => {
  it("shows what the mapping names for the top-level state", () => {
    expect(stateView(snapshotAfter(), BY_STATE)).toBe("spinner");
    expect(stateView(snapshotAfter({ type: "FAIL" }), BY_STATE)).toBe("retry");
    expect(stateView(snapshotAfter({ type: "LOADED" }), BY_STATE)).toBe("page");
    expect(stateView(snapshotAfter({ type: "LOADED" }, { type: "OPEN" }), BY_STATE)).toBe("page");
  });

  it("names the top-level state of a nested value", () => {
    expect(topState(snapshotAfter({ type: "LOADED" }, { type: "OPEN" }).value)).toBe("ready");
    expect(topState(snapshotAfter({ type: "FAIL" }).value)).toBe("failed");
  });

  it("keeps the mapping's literal values as the result type", () => {
    expectTypeOf(stateView(snapshotAfter(), { loading: "a", failed: "b", ready: "c" })).toEqualTypeOf<"a" | "b" | "c">();
  });

  it("fails the type check when a state is missing or is not the machine's", () => {
    // @ts-expect-error: "failed" is missing, so the failed state would show nothing
    expect(stateView(snapshotAfter({ type: "FAIL" }), { loading: "spinner", ready: "page" })).toBeUndefined();
    // @ts-expect-error: "busy" is not a state of the machine
    expect(stateView(snapshotAfter(), { ...BY_STATE, busy: "wait" })).toBe("spinner");
    const untyped: { value: string } = { value: "loading" };
    // @ts-expect-error: a value typed only as a string cannot tell that a state is missing
    expect(stateView(untyped, { loading: "spinner" })).toBe("spinner");
  });
});

describe("childStateView", () => {
  it("shows what the mapping names for the child state, nothing outside the parent", () => {
    expect(childStateView(snapshotAfter({ type: "LOADED" }), "ready", BY_CHILD)).toBe("titles");
    expect(childStateView(snapshotAfter({ type: "LOADED" }, { type: "OPEN" }), "ready", BY_CHILD)).toBe("text");
    expect(childStateView(snapshotAfter(), "ready", BY_CHILD)).toBeUndefined();
    expect(childStateView(snapshotAfter({ type: "FAIL" }), "ready", BY_CHILD)).toBeUndefined();
  });

  it("fails the type check when a child is missing or the parent has no children", () => {
    // @ts-expect-error: "article" is missing
    expect(childStateView(snapshotAfter({ type: "LOADED" }), "ready", { list: "titles" })).toBe("titles");
    // @ts-expect-error: "loading" has no child states, so nothing can be named
    expect(childStateView(snapshotAfter(), "loading", { list: "titles" })).toBeUndefined();
  });
});
