// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(__dirname, "../..");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("the studio stays out of the app's bundle", () => {
  it("no app module imports the studio's code: only its data model (the live channel's message types)", () => {
    const studio = join(root, "src/studio");
    const offending = files(join(root, "src"))
      .filter((file) => !file.startsWith(studio))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/from\s+["']([^"']*studio\/[^"']*)["']/g)]
          .map((match) => match[1]!)
          .filter((path) => !/studio\/model$/.test(path))
          .map((path) => `${relative(root, file)} imports ${path}`),
      );
    expect(offending).toEqual([]);
  });

  it("the app's build and the studio's build have their own entries and output folders", () => {
    const app = readFileSync(join(root, "vite.config.ts"), "utf8");
    const studio = readFileSync(join(root, "vite.studio.config.ts"), "utf8");
    expect(app).not.toContain("src/studio");
    expect(studio).toContain('outDir: resolve(root, "dist-studio")');
    expect(studio).toContain('base: "/studio/"');
  });
});
