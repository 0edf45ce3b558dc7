import ts from "typescript";
import * as contract from "../../contract";
import type { CallDefinition } from "../../contract/call";
import { calls as contractCalls } from "../../contract/calls";
import type { StudioCall, StudioMachine } from "../../src/studio/model";
import { exampleBody } from "./example-body";
import { propertyName, stringValue, walk, type Sources } from "./source";

export const callId = (definition: Pick<CallDefinition, "method" | "path">) => `${definition.method} ${definition.path}`;

const ACTOR_CREATORS = /^from(Promise|Callback|Observable|EventObservable|Transition)$/;

/**
 * Which contract calls each actor implementation of src/app makes: `name: fromPromise(...)` (or a `const name =
 * fromPromise(...)`) calling `api.request("<call>")`, directly or through functions of the same file or of other
 * src/app files. Keyed by implementation name.
 */
function implementationCalls(sources: Sources): Map<string, Set<string>> {
  const names = new Set(Object.keys(contractCalls));
  const files = sources.files("src/app");
  /** Call names a node makes, following functions it calls (same file, or imported from src/app). */
  const memo = new Map<string, Set<string>>();
  const callsOfDeclaration = (file: string, name: string): Set<string> => {
    const key = `${file}#${name}`;
    const known = memo.get(key);
    if (known) return known;
    const found = new Set<string>();
    memo.set(key, found);
    const node = sources.declarations(file).get(name) ?? nestedDeclarations(file).get(name);
    if (node) for (const c of callsOf(file, node)) found.add(c);
    return found;
  };
  /** Functions and variables declared anywhere in a file (helpers inside a `create...Actors` function), first of a name. */
  const nested = new Map<string, Map<string, ts.Node>>();
  const nestedDeclarations = (file: string): Map<string, ts.Node> => {
    let map = nested.get(file);
    if (!map) {
      const found = new Map<string, ts.Node>();
      walk(sources.parse(file), (n) => {
        if ((ts.isFunctionDeclaration(n) || ts.isVariableDeclaration(n)) && n.name && ts.isIdentifier(n.name) && !found.has(n.name.text)) found.set(n.name.text, n);
      });
      nested.set(file, (map = found));
    }
    return map;
  };
  const callsOf = (file: string, node: ts.Node): Set<string> => {
    const found = new Set<string>();
    const declarations = sources.declarations(file);
    const imports = sources.imports(file);
    walk(node, (n) => {
      if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === "request" && n.arguments[0]) {
        // The call's name: literals in the argument, or in the table it indexes (`RECORD_CALLS[input.kind]`).
        walk(n.arguments[0], (a) => {
          const text = stringValue(a);
          if (text && names.has(text)) found.add(text);
          if (ts.isIdentifier(a) && declarations.has(a.text)) {
            walk(declarations.get(a.text)!, (d) => {
              const value = stringValue(d);
              if (value && names.has(value)) found.add(value);
            });
          } else if (ts.isIdentifier(a) && imports.has(a.text)) {
            // A table of call names from the contract (`CONTRACT_CALL[input.kind]`).
            const table = (contract as Record<string, unknown>)[imports.get(a.text)!.name];
            if (table && typeof table === "object") for (const value of Object.values(table)) if (typeof value === "string" && names.has(value)) found.add(value);
          }
        });
      }
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
        const callee = n.expression.text;
        const imported = imports.get(callee);
        if (declarations.has(callee) || nestedDeclarations(file).has(callee)) for (const c of callsOfDeclaration(file, callee)) found.add(c);
        else if (imported && imported.file.startsWith(sources.root) && imported.file.includes("/src/app/")) for (const c of callsOfDeclaration(imported.file, imported.name)) found.add(c);
      }
    });
    return found;
  };
  const byImplementation = new Map<string, Set<string>>();
  const add = (name: string, found: Set<string>) => {
    const set = byImplementation.get(name) ?? new Set<string>();
    for (const c of found) set.add(c);
    byImplementation.set(name, set);
  };
  for (const file of files) {
    walk(sources.parse(file), (n) => {
      const init = ts.isPropertyAssignment(n) || ts.isVariableDeclaration(n) ? n.initializer : undefined;
      if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(init.expression) || !ACTOR_CREATORS.test(init.expression.text)) return;
      const name = ts.isPropertyAssignment(n) ? propertyName(n) : ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) ? n.name.text : undefined;
      if (name) add(name, callsOf(file, init));
    });
  }
  return byImplementation;
}

/** Per machine id, its `src` names to the implementation the app provides (`machine.provide({ actors: { src: a.impl } })`). */
function wiring(sources: Sources, machineIdOfFile: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const file of sources.files("src/app")) {
    const machineImports = new Map<string, string>();
    for (const [local, target] of sources.imports(file)) {
      const id = machineIdOfFile.get(target.file);
      if (id) machineImports.set(local, id);
    }
    if (!machineImports.size) continue;
    walk(sources.parse(file), (n) => {
      if (!ts.isCallExpression(n) || !ts.isPropertyAccessExpression(n.expression) || n.expression.name.text !== "provide") return;
      const receiver = n.expression.expression;
      const id = ts.isIdentifier(receiver) ? machineImports.get(receiver.text) : undefined;
      const options = n.arguments[0];
      if (!id || !options || !ts.isObjectLiteralExpression(options)) return;
      const actors = options.properties.find((p) => propertyName(p) === "actors");
      if (!actors || !ts.isPropertyAssignment(actors) || !ts.isObjectLiteralExpression(actors.initializer)) return;
      const map = out.get(id) ?? new Map<string, string>();
      for (const p of actors.initializer.properties) {
        const src = propertyName(p);
        if (!src) continue;
        if (ts.isShorthandPropertyAssignment(p)) map.set(src, src);
        else if (ts.isPropertyAssignment(p)) {
          const value = p.initializer;
          const last = ts.isPropertyAccessExpression(value) ? value.name.text : ts.isIdentifier(value) ? value.text : undefined;
          if (last) map.set(src, last);
        }
      }
      out.set(id, map);
    });
  }
  return out;
}

/**
 * Fills in each state's invoked calls and returns the contract calls some machine makes, with method, path and a
 * masked example body.
 */
export function linkCalls(sources: Sources, machines: StudioMachine[], machineIdOfFile: Map<string, string>): StudioCall[] {
  const byImplementation = implementationCalls(sources);
  const wired = wiring(sources, machineIdOfFile);
  const used = new Set<string>();
  const definitions = contractCalls as Record<string, CallDefinition>;
  const childSrcs = new Map(machines.map((m) => [m.id, new Set(m.children.filter((c) => c.via !== "page").map((c) => c.src))]));
  for (const machine of machines) {
    for (const state of machine.states) {
      for (const invoke of state.invokes) {
        if (childSrcs.get(machine.id)?.has(invoke.src)) continue;
        const implementation = wired.get(machine.id)?.get(invoke.src) ?? invoke.src;
        const names = [...(byImplementation.get(implementation) ?? [])].sort();
        invoke.callIds = names.map((name) => callId(definitions[name]!));
        for (const name of names) used.add(name);
      }
    }
  }
  const seen = new Set<string>();
  return [...used].sort().filter((name) => !seen.has(callId(definitions[name]!)) && !!seen.add(callId(definitions[name]!))).map((name) => {
    const definition = definitions[name]!;
    const body = definition.body ? exampleBody(definition.body) : undefined;
    return { id: callId(definition), method: definition.method, path: definition.path, name, ...(body ? { exampleBody: body } : {}) };
  });
}
