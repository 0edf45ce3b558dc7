import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { assign, createActor, createMachine } from "xstate";
import { useBackgroundSelector } from "../../src/views/common/use-background-selector";

const counter = createMachine({
  types: {} as { context: { count: number; label: string }; events: { type: "ADD" } | { type: "RENAME"; label: string } },
  context: { count: 0, label: "a" },
  on: {
    ADD: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    RENAME: { actions: assign({ label: ({ event }) => event.label }) },
  },
});

describe("useBackgroundSelector", () => {
  it("reads the actor in the first render and follows its changes", async () => {
    const actor = createActor(counter).start();
    actor.send({ type: "ADD" });
    function Probe() {
      return <p>count {useBackgroundSelector(actor, (s) => s.context.count)}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText("count 1")).toBeTruthy();
    await act(async () => {
      actor.send({ type: "ADD" });
      actor.send({ type: "ADD" });
    });
    expect(screen.getByText("count 3")).toBeTruthy();
  });

  it("takes a change made between the render and the subscription", async () => {
    const actor = createActor(counter).start();
    function Probe() {
      const count = useBackgroundSelector(actor, (s) => s.context.count);
      // Sent during the render, before the effect subscribes: the value rendered is already stale.
      if (count === 0) actor.send({ type: "ADD" });
      return <p>count {count}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText("count 1")).toBeTruthy();
  });

  it("does not re-render for a change the selection does not see, or one `compare` calls equal", async () => {
    const actor = createActor(counter).start();
    let renders = 0;
    function Probe() {
      renders += 1;
      const parity = useBackgroundSelector(actor, (s) => ({ even: s.context.count % 2 === 0 }), (a, b) => a.even === b.even);
      return <p>{parity.even ? "even" : "odd"}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    const before = renders;
    await act(async () => {
      actor.send({ type: "RENAME", label: "b" });
    });
    expect(renders).toBe(before);
    await act(async () => {
      actor.send({ type: "ADD" });
    });
    expect(screen.getByText("odd")).toBeTruthy();
  });

  it("reads another actor at once when it is given one, and stops following the first", async () => {
    const first = createActor(counter).start();
    const second = createActor(counter).start();
    second.send({ type: "RENAME", label: "second" });
    let swap: () => void = () => {};
    function Probe() {
      const [actor, setActor] = useState(first);
      swap = () => setActor(second);
      return <p>label {useBackgroundSelector(actor, (s) => s.context.label)}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText("label a")).toBeTruthy();
    await act(async () => swap());
    expect(screen.getByText("label second")).toBeTruthy();
    await act(async () => {
      first.send({ type: "RENAME", label: "first again" });
    });
    expect(screen.getByText("label second")).toBeTruthy();
  });

  it("is undefined-safe: no actor yet gives the selection of undefined", async () => {
    function Probe() {
      const value = useBackgroundSelector(undefined, (s: undefined) => (s === undefined ? "none" : "some"));
      return <p>{value}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText("none")).toBeTruthy();
  });
});
