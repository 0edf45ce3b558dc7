import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { AnyStateMachine } from "xstate";
import ts from "typescript";
import type { PathModel } from "../../tests/paths/generate-paths";

export interface MachineEntry {
  /** `deposit` for machines/deposit.machine.ts. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
  models: PathModel<AnyStateMachine>[];
}

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" && value !== null && "root" in value && "config" in value && typeof (value as { getInitialSnapshot?: unknown }).getInitialSnapshot === "function";

const isModel = (value: unknown): value is PathModel<AnyStateMachine> =>
  typeof value === "object" && value !== null && typeof (value as { name?: unknown }).name === "string" && isMachine((value as { machine?: unknown }).machine);

/** Every `*.machine.ts` under `machines/` with its exported machine and the path models (tests/machines/*.model.ts) of it. */
export async function machineInventory(root: string): Promise<MachineEntry[]> {
  const entries: MachineEntry[] = [];
  const machineDir = join(root, "machines");
  for (const name of readdirSync(machineDir).filter((f) => f.endsWith(".machine.ts")).sort()) {
    const module = (await import(pathToFileURL(join(machineDir, name)).href)) as Record<string, unknown>;
    const found = Object.entries(module).find(([, value]) => isMachine(value));
    if (!found) throw new Error(`machines/${name} exports no state machine`);
    entries.push({ file: basename(name, ".machine.ts"), exportName: found[0], machine: found[1] as AnyStateMachine, models: [] });
  }
  const modelDir = join(root, "tests", "machines");
  const files = existsSync(modelDir) ? readdirSync(modelDir).sort() : [];
  const attach = (value: unknown) => {
    if (!isModel(value)) return;
    const entry = entries.find((e) => e.machine === value.machine) ?? entries.find((e) => e.machine.id === value.machine.id);
    if (entry && !entry.models.some((m) => m === value || m.name === value.name && m.input === value.input && m.payloads === value.payloads)) entry.models.push(value);
  };
  // The models each *.paths.test.ts replays (its describeMachinePaths arguments, some built by model factories).
  for (const name of files.filter((f) => f.endsWith(".paths.test.ts"))) {
    for (const model of await modelsOfPathTest(join(modelDir, name))) attach(model);
  }
  // Models exported as they are; a machine still without one gets its factory's default model.
  const factories: (() => unknown)[] = [];
  for (const name of files.filter((f) => f.endsWith(".model.ts"))) {
    const module = (await import(pathToFileURL(join(modelDir, name)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isModel(value)) attach(value);
      else if (typeof value === "function" && /Model$/.test(exportName) && value.length <= 1) factories.push(value as () => unknown);
    }
  }
  for (const factory of factories) {
    let model: unknown;
    try {
      model = factory();
    } catch {
      continue;
    }
    if (isModel(model) && !entries.some((e) => e.models.some((m) => m.machine === model.machine))) attach(model);
  }
  return entries;
}

/**
 * The arguments of `describeMachinePaths(...)` in a path test, evaluated with the exports of the model modules it
 * imports in scope. Empty when the file has no such call or its arguments need anything else.
 */
async function modelsOfPathTest(file: string): Promise<unknown[]> {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const scope: Record<string, unknown> = {};
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.endsWith(".model")) continue;
    const module = (await import(pathToFileURL(join(file, "..", `${specifier}.ts`)).href)) as Record<string, unknown>;
    Object.assign(scope, module);
  }
  const calls: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText() === "describeMachinePaths") calls.push(node.arguments.map((a) => a.getText()).join(", "));
    ts.forEachChild(node, visit);
  };
  visit(source);
  const models: unknown[] = [];
  for (const args of calls) {
    try {
      const js = ts.transpile(`[${args}]`, { target: ts.ScriptTarget.ES2022 });
      const evaluate = new Function(...Object.keys(scope), `return ${js.trim().replace(/;$/, "")};`) as (...values: unknown[]) => unknown[];
      models.push(...evaluate(...Object.values(scope)));
    } catch {
      // Arguments built from anything but the model modules: left to the model exports below.
    }
  }
  return models;
}
