import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { chunkPart, type ChunkPart } from "../../src/views/common/chunk-part";

type Part = () => React.JSX.Element;

function Probe({ part }: { part: ChunkPart<Part> }) {
  const Loaded = part.usePart();
  return typeof Loaded === "string" ? <p>{Loaded}</p> : <Loaded />;
}

describe("chunk part", () => {
  it("is loading until asked for and in, then renders what the chunk exports; asked twice, it loads once", async () => {
    let arrive: (part: Part) => void = () => {};
    const load = vi.fn(() => new Promise<Part>((resolve) => (arrive = resolve)));
    const part = chunkPart("The test part", load);
    render(<Probe part={part} />);
    expect(screen.getByText("loading")).toBeTruthy();
    part.load();
    part.load();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => arrive(() => <p>the part</p>));
    expect(screen.getByText("the part")).toBeTruthy();
  });

  it("a chunk already in renders at once, without a loading render", async () => {
    const part = chunkPart("The test part", () => Promise.resolve(() => <p>the part</p>));
    part.load();
    await act(async () => {});
    const seen: string[] = [];
    function Seen() {
      const Loaded = part.usePart();
      seen.push(typeof Loaded === "string" ? Loaded : "part");
      return null;
    }
    render(<Seen />);
    expect(seen).toEqual(["part"]);
  });

  it("a chunk that does not load is failed, and is not asked for again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const part = chunkPart("The test part", load);
    render(<Probe part={part} />);
    await act(async () => part.load());
    expect(screen.getByText("failed")).toBeTruthy();
    part.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
