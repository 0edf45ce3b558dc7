// The words a machine's authors write on it for product owners (the studio shows them): every machine says what it is
// for (root `description`), which spec.md sections it implements and which screen it is (root `meta`); the flows a
// product owner asks about most describe every state. Spec refs are checked against docs/spec.md's own headings.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AnyStateMachine, AnyStateNode } from "xstate";

const modules = import.meta.glob<Record<string, unknown>>("../../machines/*.machine.ts", { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "config" in value && "implementations" in value;

/** File name (without .machine.ts) to the machine it exports. */
const machines = new Map<string, AnyStateMachine>(
  Object.entries(modules).flatMap(([path, exports]) => {
    const file = path.replace(/^.*\/([^/]+)\.machine\.ts$/, "$1");
    return Object.values(exports)
      .filter(isMachine)
      .map((machine) => [file, machine] as const);
  }),
);

/** "N Title" for every "## N. Title" and "N Title › Sub" for every "### Sub" beneath it. */
function specHeadings(markdown: string): Set<string> {
  const headings = new Set<string>();
  let top: string | undefined;
  for (const line of markdown.split("\n")) {
    const section = /^## (\d+)\. (.+?)\s*$/.exec(line);
    if (section) {
      top = `${section[1]} ${section[2]}`;
      headings.add(top);
      continue;
    }
    if (/^## /.test(line)) top = undefined;
    const sub = /^### (.+?)\s*$/.exec(line);
    if (sub && top) headings.add(`${top} › ${sub[1]}`);
  }
  return headings;
}

const headings = specHeadings(readFileSync("docs/spec.md", "utf8"));

interface Meta {
  spec?: unknown;
  screen?: unknown;
}

function allStates(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...allStates(child)]);
}

/** What is missing or wrong in a machine's root words; [] when complete. */
function rootProblems(machine: AnyStateMachine, known: Set<string>): string[] {
  const problems: string[] = [];
  const description = machine.root.description;
  if (typeof description !== "string" || description.trim() === "") problems.push("no root description");
  const meta = (machine.root.meta ?? {}) as Meta;
  if (typeof meta.screen !== "string" || meta.screen.trim() === "") problems.push("no meta.screen");
  if (!Array.isArray(meta.spec) || meta.spec.length === 0) problems.push("no meta.spec");
  else for (const ref of meta.spec) if (typeof ref !== "string" || !known.has(ref)) problems.push(`spec ref not a heading: ${String(ref)}`);
  // A state's own meta (a different screen or section) must resolve too.
  for (const state of allStates(machine.root)) {
    const stateMeta = (state.meta ?? {}) as Meta;
    if (stateMeta.spec === undefined) continue;
    if (!Array.isArray(stateMeta.spec)) problems.push(`${state.id}: meta.spec is not a list`);
    else for (const ref of stateMeta.spec) if (typeof ref !== "string" || !known.has(ref)) problems.push(`${state.id}: spec ref not a heading: ${String(ref)}`);
  }
  return problems;
}

/** Ids of states without a description. */
function undescribedStates(machine: AnyStateMachine): string[] {
  return allStates(machine.root)
    .filter((state) => typeof state.description !== "string" || state.description.trim() === "")
    .map((state) => state.id);
}

const FULLY_DESCRIBED = ["app", "login", "register", "safer-play", "withdraw", "withdrawal-confirmation"];

describe("the words on the machines (for the studio)", () => {
  it("finds every machine file under machines/", () => {
    const files = readdirSync("machines")
      .filter((file) => file.endsWith(".machine.ts"))
      .map((file) => file.replace(/\.machine\.ts$/, ""))
      .sort();
    expect([...machines.keys()].sort()).toEqual(files);
  });

  it("reads spec.md's headings in the ref format", () => {
    expect(headings.has("5 Validation rules")).toBe(true);
    expect(headings.has("7 Calls › Authentication and member")).toBe(true);
    expect(headings.has("2 Screens and routes › Registration form (registerModal)")).toBe(true);
    expect(headings.has("7 Calls › Registration form (registerModal)")).toBe(false);
  });

  it.each([...machines.keys()].sort())("%s has a root description, a screen and spec refs that resolve", (file) => {
    expect(rootProblems(machines.get(file)!, headings)).toEqual([]);
  });

  it.each(FULLY_DESCRIBED)("every state of %s has a description", (file) => {
    const machine = machines.get(file);
    expect(machine).toBeDefined();
    expect(undescribedStates(machine!)).toEqual([]);
  });

  it("the checks fail on missing or wrong words", () => {
    const login = machines.get("login")!;
    const bare = { ...login, root: { ...login.root, description: undefined, meta: { spec: ["7 Calls › Nowhere"] }, states: {} } } as unknown as AnyStateMachine;
    expect(rootProblems(bare, headings)).toEqual(["no root description", "no meta.screen", "spec ref not a heading: 7 Calls › Nowhere"]);
    const undescribed = { root: { states: { a: { id: "m.a", description: "A", states: { b: { id: "m.a.b", states: {} } } } } } } as unknown as AnyStateMachine;
    expect(undescribedStates(undescribed)).toEqual(["m.a.b"]);
  });
});
