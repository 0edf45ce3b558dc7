// @vitest-environment node
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readPo } from "./po";

const root = resolve(__dirname, "../..");
const catalog = (locale: string) => readPo(join(root, "src/locales", locale, "messages.po"));

describe("message catalogs", () => {
  it.each(["th", "en"])("every message has a %s translation", (locale) => {
    const untranslated = catalog(locale).filter((entry) => entry.translation.trim() === "").map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it("Thai and English hold the same messages", () => {
    const ids = (locale: string) => catalog(locale).map((entry) => entry.id).sort();
    expect(ids("th")).toEqual(ids("en"));
  });

  it("the Thai catalog is really Thai", () => {
    const thai = catalog("th").filter((entry) => /[\u0E00-\u0E7F]/.test(entry.translation));
    // Brand names and codes may stay Latin; nearly everything else is translated.
    expect(thai.length / catalog("th").length).toBeGreaterThan(0.9);
  });

  it("the catalogs hold every message the source uses (npm run i18n:extract was run)", () => {
    const out = mkdtempSync(join(tmpdir(), "lingui-"));
    const config = join(out, "lingui.config.cjs");
    writeFileSync(
      config,
      `module.exports = { rootDir: ${JSON.stringify(root)}, sourceLocale: "en", locales: ["en"], format: "po",
        catalogs: [{ path: ${JSON.stringify(join(out, "{locale}"))}, include: ["<rootDir>/src"], exclude: ["**/node_modules/**", "<rootDir>/contract/**"] }] };`,
    );
    execFileSync(join(root, "node_modules/.bin/lingui"), ["extract", "--config", config], { cwd: root, stdio: "ignore" });
    const fresh = readPo(join(out, "en.po")).map((entry) => entry.id).sort();
    expect(catalog("en").map((entry) => entry.id).sort()).toEqual(fresh);
  }, 60_000);
});
