import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useAfterDrawn, useAfterFirstRender } from "../../src/views/common/render-stages";

describe("render stages", () => {
  it("useAfterFirstRender: false in the first render, true in the render that follows it", async () => {
    const seen: boolean[] = [];
    function Probe() {
      const after = useAfterFirstRender();
      seen.push(after);
      return <p>{after ? "later" : "first"}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByText("later")).toBeTruthy();
  });

  it("useAfterDrawn: false while not ready and in the render that draws ready, then true", async () => {
    const seen: Array<[boolean, boolean]> = [];
    let setReady: (ready: boolean) => void = () => {};
    function Probe() {
      const [ready, set] = useState(false);
      setReady = set;
      const after = useAfterDrawn(ready);
      seen.push([ready, after]);
      return <p>{after ? "rows" : "no rows"}</p>;
    }
    await act(async () => {
      render(<Probe />);
    });
    expect(screen.getByText("no rows")).toBeTruthy();
    expect(seen.every(([, after]) => !after)).toBe(true);
    await act(async () => setReady(true));
    // The render that drew `ready` still left the rows out; a later one added them.
    expect(seen).toContainEqual([true, false]);
    expect(seen.at(-1)).toEqual([true, true]);
    expect(screen.getByText("rows")).toBeTruthy();
  });
});
