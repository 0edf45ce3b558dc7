// The machine-level test files that can kill a mutant of one file in machines/: those whose imports reach it.
// The walk does not go through app.machine.ts (the root imports every child machine, so the root's tests would count
// as tests of every child and make each child's run as slow as the root's). Leaving tests out can only lower a score.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

// `import type` and `export type` leave nothing at run time, so they are not followed.
const specifier = /(?:import|export)\s(?!type\s)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const root = "machines/app.machine.ts";

function resolve(from, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = normalize(join(dirname(from), spec));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), base.replace(/\.js$/, ".ts")];
  return candidates.find((c) => c.match(/\.tsx?$/) && existsSync(c));
}

function importsOf(file, cache) {
  if (!cache.has(file)) {
    const text = readFileSync(file, "utf8");
    cache.set(file, [...text.matchAll(specifier)].map((m) => resolve(file, m[1] ?? m[2])).filter(Boolean));
  }
  return cache.get(file);
}

function reaches(start, target, cache) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === target) return true;
    if (file === root && target !== root) continue;
    for (const next of importsOf(file, cache)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

export function relatedTests(target, testDir = "tests/machines") {
  const cache = new Map();
  const tests = readdirSync(testDir, { recursive: true })
    .map((name) => relative(".", join(testDir, String(name))))
    .filter((name) => name.endsWith(".test.ts"));
  return tests.filter((test) => reaches(test, normalize(target), cache)).sort();
}
