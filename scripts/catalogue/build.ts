// `npm run catalogue [outDir]`: writes the offline machine catalogue (default dist-catalogue/).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { machineDiagram } from "./diagram";
import { coverageFigures, machineInventory, mutationScore } from "./inventory";
import { machineStructure } from "./machine-structure";
import { indexPage, machinePage, STYLE, type MachinePage } from "./pages";
import { machineInventory as pathInventory } from "../../tests/paths/machine-inventory";
import { pathsInWords, type Reached } from "./paths-in-words";
import { readSourceDocs } from "./source-docs";

export async function buildCatalogue(root: string, outDir: string): Promise<MachinePage[]> {
  const pages: MachinePage[] = [];
  for (const entry of await machineInventory(root)) {
    const structure = machineStructure(entry.machine);
    const reached: Reached = { states: new Set(), transitions: new Set() };
    const paths = entry.models.map((model) => ({ model: model.name, sentences: pathsInWords(model, reached) }));
    const inventory = pathInventory(entry.machine);
    pages.push({
      file: entry.file,
      exportName: entry.exportName,
      docs: readSourceDocs(join(root, "machines", `${entry.file}.machine.ts`), entry.exportName),
      structure,
      svg: await machineDiagram(structure),
      paths,
      coverage: coverageFigures(root, entry.models.map((m) => m.name)),
      reached: {
        states: { covered: inventory.states.filter((s) => reached.states.has(s)).length, total: inventory.states.length },
        transitions: { covered: inventory.transitions.filter((t) => reached.transitions.has(t)).length, total: inventory.transitions.length },
        paths: paths.reduce((n, m) => n + m.sentences.length, 0),
      },
      mutation: mutationScore(root, entry.file),
    });
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, "machines"), { recursive: true });
  writeFileSync(join(outDir, "style.css"), STYLE);
  writeFileSync(join(outDir, "index.html"), indexPage(pages));
  for (const p of pages) {
    writeFileSync(join(outDir, "machines", `${p.file}.html`), machinePage(p));
    writeFileSync(join(outDir, "machines", `${p.file}.svg`), p.svg);
  }
  return pages;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.dirname, "build.ts")) {
  const outDir = resolve(process.argv[2] ?? "dist-catalogue");
  const started = Date.now();
  const pages = await buildCatalogue(process.cwd(), outDir);
  const paths = pages.reduce((sum, p) => sum + p.paths.reduce((n, m) => n + m.sentences.length, 0), 0);
  console.log(`catalogue: ${pages.length} machines, ${paths} paths in words, written to ${outDir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
