// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The text of each call of `name(...)` in `source` (arguments included, parentheses balanced). */
function callsOf(source: string, name: string): string[] {
  const calls: string[] = [];
  const pattern = new RegExp(`\\b${name}(<[^>]*>)?\\(`, "g");
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")" && --depth === 0) break;
    }
    calls.push(source.slice(match.index, end + 1));
  }
  return calls;
}

describe("the one inspection hook (src/app/inspection.ts)", () => {
  it("is given to every actor the app creates, so the inspector, the studio's live view and session recording see them all", () => {
    const skipping: string[] = [];
    let calls = 0;
    // The studio (src/studio/) runs machines to simulate them for product owners: those are not the app's actors.
    for (const file of sourceFiles("src").filter((path) => !path.startsWith(join("src", "studio")))) {
      const source = readFileSync(file, "utf8");
      for (const name of ["createActor", "useActorRef"]) {
        for (const call of callsOf(source, name)) {
          calls += 1;
          if (!call.includes("inspection(")) skipping.push(`${file}: ${call.split("\n")[0]}`);
        }
      }
    }
    // The check can fail: it finds the app's actors (the root and some twenty page flows).
    expect(calls).toBeGreaterThan(20);
    expect(skipping).toEqual([]);
  });

  it("finds a call that skips the hook", () => {
    const source = `const a = useActorRef(flow(), { input: { token } });\nconst b = createActor(machine, { ...inspection("x"), input: f(1) });`;
    expect(callsOf(source, "useActorRef")).toEqual(["useActorRef(flow(), { input: { token } })"]);
    expect(callsOf(source, "createActor").every((call) => call.includes("inspection("))).toBe(true);
  });
});
