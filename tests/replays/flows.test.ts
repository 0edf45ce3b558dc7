// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FLOW_MACHINES } from "../../scripts/replay/flows";

describe("every flow the app inspects can be replayed", () => {
  it("has a machine in scripts/replay/flows.ts for each inspection(<flow>) name in src/", () => {
    const names = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name)) for (const match of readFileSync(path, "utf8").matchAll(/inspection\("([A-Za-z]+)"\)/g)) names.add(match[1]!);
      }
    };
    walk("src");
    expect(names.size).toBeGreaterThan(30);
    expect([...names].filter((name) => !(name in FLOW_MACHINES))).toEqual([]);
  });

  it("has a machine for each child the root invokes or spawns under a systemId (login, register, change password, ...)", () => {
    const systemIds = [...readFileSync(join("machines", "app.machine.ts"), "utf8").matchAll(/systemId: "([A-Za-z]+)"/g)].map((match) => match[1]!);
    expect(systemIds).toEqual(expect.arrayContaining(["login", "register", "changePassword", "forgotPassword", "balance"]));
    expect(systemIds.filter((name) => !(name in FLOW_MACHINES))).toEqual([]);
  });
});
