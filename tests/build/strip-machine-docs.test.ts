import { transformSync } from "@babel/core";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { stripMachineDocs } from "../../scripts/vite/strip-machine-docs";

const strip = (code: string, filename: string) =>
  transformSync(code, { filename, babelrc: false, configFile: false, plugins: [stripMachineDocs], parserOpts: { plugins: ["typescript"] } })?.code ?? "";

describe("the players' build without the machines' descriptions", () => {
  it("drops written-out descriptions and meta records from a machine file, and keeps everything else", () => {
    const source = [
      "export const m = createMachine({",
      '  id: "demo",',
      '  description: "A demo flow.",',
      "  states: {",
      '    idle: { description: `Waiting.`, meta: { screen: "Demo" }, on: { GO: { target: "done", description: "Go." } } },',
      "    done: { type: \"final\", entry: assign({ description: ({ event }) => event.text }) },",
      "  },",
      "});",
    ].join("\n");
    const out = strip(source, "/repo/machines/demo.machine.ts");
    expect(out).not.toMatch(/A demo flow|Waiting\.|Go\.|screen/);
    expect(out).toContain('target: "done"');
    // A description computed at run time is data, not documentation.
    expect(out).toContain("description: ({");
  });

  it("leaves files outside the machines alone", () => {
    const source = 'export const reward = { description: "Free spins", meta: { kind: "x" } };';
    expect(strip(source, "/repo/src/views/points/reward.ts")).toContain("Free spins");
    expect(strip(source, "/repo/machines/register-rules.ts")).toContain("Free spins");
  });

  it("keeps a real machine's states and transitions", () => {
    const file = resolve("machines/register.machine.ts");
    const original = readFileSync(file, "utf8");
    const out = strip(original, file);
    expect(original).toContain("description:");
    expect(out).not.toMatch(/description: ["`]/);
    for (const name of original.matchAll(/^ {4,}(\w+): \{$/gm)) expect(out).toContain(`${name[1]}: {`);
  });
});
