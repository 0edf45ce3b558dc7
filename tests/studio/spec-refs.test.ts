// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { describe, expect, it } from "vitest";

/** spec.md's citable headings: "7 Calls" for "## 7. Calls", "7 Calls › Wallet" for a "### Wallet" under it. */
function specHeadings(): Set<string> {
  const refs = new Set<string>();
  let section: string | undefined;
  for (const line of readFileSync("docs/spec.md", "utf8").split("\n")) {
    const top = /^## (\d+)\. (.+)$/.exec(line);
    if (top) refs.add((section = `${top[1]} ${top[2]!.trim()}`));
    else if (/^## /.test(line)) section = undefined;
    const sub = /^### (.+)$/.exec(line);
    if (sub && section) refs.add(`${section} › ${sub[1]!.trim()}`);
  }
  return refs;
}

/** Every `meta.spec` ref on a machine's root and states, with where it is written. */
function specRefs(machine: AnyStateMachine): { where: string; ref: unknown }[] {
  const out: { where: string; ref: unknown }[] = [];
  const visit = (node: AnyStateNode) => {
    const spec = (node.meta as { spec?: unknown } | undefined)?.spec;
    if (spec !== undefined) for (const ref of Array.isArray(spec) ? spec : [spec]) out.push({ where: node.id, ref });
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  return out;
}

describe("spec references on the machines (meta.spec)", () => {
  it("reads spec.md's headings", () => {
    const headings = specHeadings();
    expect(headings).toContain("5 Validation rules");
    expect(headings).toContain("7 Calls › Wallet");
  });

  it("every ref written on a machine or a state names a heading of docs/spec.md", async () => {
    const headings = specHeadings();
    const unknown: string[] = [];
    for (const file of readdirSync("machines").filter((f) => f.endsWith(".machine.ts"))) {
      const module = (await import(pathToFileURL(resolve("machines", file)).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) {
        if (!value || typeof value !== "object" || !("root" in value)) continue;
        for (const { where, ref } of specRefs(value as AnyStateMachine)) if (typeof ref !== "string" || !headings.has(ref)) unknown.push(`${where}: ${JSON.stringify(ref)}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
