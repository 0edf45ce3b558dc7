// No import circles in the house, type-only imports included: they vanish from the built code, but a circle of types
// still ties two files so neither can move or be read alone. (This test is the only cycle check; lint has none.)
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const FOLDERS = ["contract", "machines", "src", "server", "scripts"];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "node_modules" ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Each file's relative imports (static, dynamic, `export ... from`, `import type`), resolved as tsconfig.json does. */
function importGraph(): Map<string, string[]> {
  const { config } = ts.readConfigFile(join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const options = ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith("."))
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
      .filter((module) => module !== undefined && !module.isExternalLibraryImport)
      .map((module) => resolve(module!.resolvedFileName));
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected groups of more than one file, or a file importing itself (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(relative(ROOT, member));
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  const graph = importGraph();

  it("are read from every folder of the house (the call table gathers the areas' tables)", () => {
    expect(graph.get(join(ROOT, "contract/later-calls.ts"))).toContain(join(ROOT, "contract/wallet-calls.ts"));
    expect(graph.get(join(ROOT, "server/db.ts"))).toContain(join(ROOT, "server/help/schema.ts"));
  });

  it("never come back round to the file that started them", () => {
    expect(circles(graph)).toEqual([]);
  });
});
