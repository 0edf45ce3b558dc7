import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Mantine CSS per component instead of the whole `@mantine/core/styles.css` (41 KiB gzip, render-blocking): every
 * source module that imports components from `@mantine/core` (or `@mantine/dates`, `@mantine/notifications`,
 * `@mantine/carousel`) gets `import "@mantine/core/styles/<Name>.css"` lines for those components and every Mantine
 * component they are built on, in styles.css order, put before its own imports. So the CSS goes into the chunk of the
 * module that renders the component: the first screen's CSS holds only the first screen's components, and a lazily
 * loaded page brings its components' CSS with it (loaded before its own CSS modules, as before). The global part
 * (baseline, CSS variables, global.css) stays in main.tsx.
 */
const PACKAGES = ["core", "dates", "notifications", "carousel"] as const;
type Pkg = (typeof PACKAGES)[number];
const IMPORT = /import\s*\{([^}]+)\}\s*from\s*"@mantine\/(core|dates|notifications|carousel)"/g;

const require = createRequire(import.meta.url);

/** The package's folder (its package.json is not exported, so from the path of its main file). */
function packageDir(pkg: Pkg): string {
  const name = `@mantine/${pkg}`;
  const main = require.resolve(name);
  return main.slice(0, main.lastIndexOf(name) + name.length);
}

/** Export name -> the esm files of a package that define it. */
function exportFiles(pkg: Pkg): Map<string, string> {
  const esm = join(packageDir(pkg), "esm");
  const index = readFileSync(join(esm, "index.mjs"), "utf8");
  const files = new Map<string, string>();
  for (const match of index.matchAll(/import\s*\{([^}]+)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const part of match[1]!.split(",")) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) files.set(name, resolve(esm, match[2]!));
    }
  }
  return files;
}

export function mantineCssPerComponent(): Plugin {
  const exports = new Map(PACKAGES.map((pkg) => [pkg, exportFiles(pkg)]));
  const stylesDir = join(packageDir("core"), "styles");
  const whole = readFileSync(join(packageDir("core"), "styles.css"), "utf8");
  const order = new Map<string, number>();
  const orderOf = (name: string) => {
    if (!order.has(name)) order.set(name, whole.indexOf(readFileSync(join(stylesDir, `${name}.css`), "utf8").trim().slice(0, 60)));
    return order.get(name)!;
  };
  const hasCss = (name: string) => {
    try {
      return statSync(join(stylesDir, `${name}.css`)).size > 0;
    } catch {
      return false;
    }
  };
  const closures = new Map<string, string[]>();

  /** The core CSS names a file needs: its own `*.module.mjs`, its relative imports and its `@mantine/core` imports. */
  function stylesOfFile(file: string, seen: Set<string>, out: Set<string>): void {
    if (seen.has(file)) return;
    seen.add(file);
    const isCore = file.startsWith(packageDir("core"));
    const module = /([\w-]+)\.module\.mjs$/.exec(file);
    if (module && isCore) out.add(module[1]!);
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/from\s*"(\.{1,2}\/[^"]+)"/g)) stylesOfFile(resolve(dirname(file), match[1]!), seen, out);
    for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*"@mantine\/core"/g)) {
      for (const part of match[1]!.split(",")) {
        const target = exports.get("core")!.get(part.trim().split(/\s+as\s+/)[0]!);
        if (target) stylesOfFile(target, seen, out);
      }
    }
  }

  function stylesOf(pkg: Pkg, name: string): string[] {
    const key = `${pkg}:${name}`;
    if (!closures.has(key)) {
      const file = exports.get(pkg)!.get(name);
      const out = new Set<string>();
      if (file) stylesOfFile(file, new Set(), out);
      closures.set(key, [...out].filter(hasCss));
    }
    return closures.get(key)!;
  }

  return {
    name: "mantine-css-per-component",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("node_modules") || !/\.[jt]sx?$/.test(id) || !code.includes("@mantine/")) return null;
      const css = new Set<string>();
      const packages = new Set<string>();
      for (const match of code.matchAll(IMPORT)) {
        const pkg = match[2] as Pkg;
        if (pkg !== "core") packages.add(pkg);
        for (const part of match[1]!.split(",")) {
          const trimmed = part.trim();
          if (!trimmed || trimmed.startsWith("type ")) continue;
          for (const name of stylesOf(pkg, trimmed.split(/\s+as\s+/)[0]!)) css.add(name);
        }
      }
      if (css.size === 0 && packages.size === 0) return null;
      const lines = [...css].sort((a, b) => orderOf(a) - orderOf(b)).map((name) => `import "@mantine/core/styles/${name}.css";`);
      for (const pkg of packages) lines.push(`import "@mantine/${pkg}/styles.css";`);
      // On the first line, so the module's own line numbers stay as they are.
      return { code: `${lines.join(" ")} ${code}`, map: null };
    },
  };
}
