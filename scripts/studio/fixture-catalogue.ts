// A stand-in for `npm run studio:data` (scripts/studio/build-data.ts): writes a StudioCatalogue read from the machines
// alone (states, transitions, descriptions, invoked and spawned children) plus spec.md's headings, so the studio's pages
// and tests have data before the real generator exists. Routes, calls and scenarios are the few the studio's own tests
// need, named here: the real generator derives them from the route table, the contract and the tests.
// Run: npx tsx scripts/studio/fixture-catalogue.ts [out-file]
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { AnyStateMachine, AnyStateNode } from "xstate";
import { machineInventory } from "../catalogue/inventory";
import { machineStructure } from "../catalogue/machine-structure";
import type { StudioCatalogue, StudioLink, StudioMachine, StudioSpecSection } from "../../src/studio/model";

const root = resolve(import.meta.dirname, "../..");
const out = process.argv[2] ?? join(root, "tests/studio/fixtures/catalogue.json");

function specSections(markdown: string): StudioSpecSection[] {
  const lines = markdown.split("\n");
  const sections: StudioSpecSection[] = [];
  let top = "";
  lines.forEach((line, n) => {
    const heading = /^(#{2,3}) (.+)$/.exec(line);
    if (!heading) return;
    const level = heading[1]!.length;
    const title = heading[2]!.trim();
    if (level === 2) top = title;
    const ref = level === 2 ? title : `${top} › ${title}`;
    let end = lines.length;
    for (let k = n + 1; k < lines.length; k++) {
      const next = /^(#{2,3}) /.exec(lines[k]!);
      if (next && next[1]!.length <= level) {
        end = k;
        break;
      }
    }
    const anchor = ref.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
    sections.push({ ref, level, anchor, text: lines.slice(n, end).join("\n").trim() });
  });
  return sections;
}


function childLinks(machine: AnyStateMachine, byLogic: Map<unknown, string>): StudioLink[] {
  const links: StudioLink[] = [];
  const actors = machine.implementations.actors as Record<string, unknown>;
  const visit = (node: AnyStateNode) => {
    for (const invoke of node.invoke ?? []) {
      const src = typeof invoke.src === "string" ? invoke.src : invoke.id;
      const id = byLogic.get(actors[src]);
      if (id) links.push({ machineId: id, via: "invoke", stateId: node.id, src, systemId: invoke.systemId });
    }
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root);
  // Spawned children: logic named in setup() that no state invokes.
  for (const [src, logic] of Object.entries(actors)) {
    const id = byLogic.get(logic);
    if (id && !links.some((l) => l.src === src)) links.push({ machineId: id, via: "spawn", src });
  }
  return links;
}

async function main() {
  const entries = await machineInventory(root);
  const byLogic = new Map<unknown, string>(entries.map((e) => [e.machine, e.machine.id]));
  const spec = specSections(readFileSync(join(root, "docs/spec.md"), "utf8"));
  const machines: StudioMachine[] = entries.map((entry) => {
    const structure = machineStructure(entry.machine);
    const counts = new Map<string, number>();
    return {
      id: entry.machine.id,
      file: `machines/${entry.file}.machine.ts`,
      exportName: entry.exportName,
      description: entry.machine.root.description,
      kind: entry.machine.id === "app" ? "root" : "page",
      spec: [],
      parents: [],
      children: childLinks(entry.machine, byLogic),
      routes: [],
      states: structure.states.map((s) => ({
        id: s.id,
        key: s.key,
        parentId: s.parent,
        type: s.type,
        initial: s.initial?.[0]?.split(".").pop(),
        description: s.description,
        tags: [],
        invokes: s.invokes.map((i) => ({ ...i, callIds: [] })),
        routes: [],
        spec: [],
      })),
      transitions: structure.transitions.map((t) => {
        const key = `${t.source} ${t.eventType}`;
        const index = counts.get(key) ?? 0;
        counts.set(key, index + 1);
        return { id: `${key} #${index}`, source: t.source, targets: t.targets, event: t.eventType, guard: t.guard, actions: [], labels: [] };
      }),
      scenarios: [],
    };
  });
  for (const machine of machines) {
    for (const child of machine.children) {
      const target = machines.find((m) => m.id === child.machineId);
      if (!target) continue;
      target.kind = "child";
      target.parents.push({ ...child, machineId: machine.id });
    }
  }
  const catalogue: StudioCatalogue = {
    generatedAt: new Date().toISOString(),
    machines,
    routes: [{ path: "/login", screen: "Login dialog", flows: ["login"], access: ["visitor"] }],
    calls: [{ id: "POST /wps/session/login", method: "POST", path: "/wps/session/login", name: "login", exampleBody: JSON.stringify({ username: "demo", password: "***", type: "username" }, null, 2) }],
    spec,
  };
  const login = machines.find((m) => m.id === "login");
  if (login) {
    login.screen = "Login dialog";
    login.routes = ["/login"];
    login.spec = [spec.find((s) => s.ref.startsWith("4."))?.ref ?? ""];
    for (const state of login.states) {
      state.screen = "Login dialog";
      state.routes = ["/login"];
      for (const invoke of state.invokes) if (invoke.src === "login") invoke.callIds = ["POST /wps/session/login"];
      if (state.invokes.some((i) => i.src === "login")) state.spec = [spec.find((s) => s.ref.includes("Authentication"))?.ref ?? ""];
    }
    login.scenarios.push({ title: "a wrong password", outcome: "the captcha appears and the next try needs it", kind: "behaviour", file: "tests/machines/login.behaviour.test.ts", states: login.states.filter((s) => /captcha/i.test(s.id)).map((s) => s.id) });
  }
  writeFileSync(out, JSON.stringify(catalogue));
  console.log(`wrote ${out}: ${machines.length} machines`);
}

await main();
