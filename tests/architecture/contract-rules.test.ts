// The contract's values reach the machines only through contract/rules/: plain constants and pure rule functions that
// the server imports too, so a limit or a rule has one source. Those modules import nothing but zod and each other.
// (eslint.config.js says the same for the editor; this test reads the files as they are.)
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const RULES = join(ROOT, "contract/rules");

const tsFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );

/** Each import of the file with whether it brings values (not only types). */
function imports(file: string): { from: string; values: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const found: { from: string; values: boolean }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typesOnly = clause?.isTypeOnly === true || (clause !== undefined && !clause.name && named !== undefined && named.every((element) => element.isTypeOnly));
      found.push({ from: statement.moduleSpecifier.text, values: !typesOnly });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      found.push({ from: statement.moduleSpecifier.text, values: !statement.isTypeOnly });
    }
  }
  return found;
}

const target = (file: string, from: string) => relative(ROOT, resolve(dirname(file), from));

describe("contract rules: one source for what both sides check", () => {
  it("machines take values from the contract only through contract/rules/", () => {
    const outside = tsFiles(join(ROOT, "machines")).flatMap((file) =>
      imports(file)
        .filter(({ from, values }) => values && from.startsWith(".") && target(file, from).split("/")[0] === "contract")
        .filter(({ from }) => !target(file, from).startsWith("contract/rules/"))
        .map(({ from }) => `${relative(ROOT, file)} → ${from}`),
    );
    expect(outside).toEqual([]);
  });

  it("some machine does import a rule (the check above is not vacuous)", () => {
    const users = tsFiles(join(ROOT, "machines")).filter((file) => imports(file).some(({ from, values }) => values && target(file, from).startsWith("contract/rules/")));
    expect(users.length).toBeGreaterThan(0);
  });

  it("contract/rules/ imports nothing but zod and its own modules", () => {
    const files = tsFiles(RULES);
    expect(files.length).toBeGreaterThan(0);
    const foreign = files.flatMap((file) =>
      imports(file)
        .filter(({ from }) => !(from === "zod" || from === "zod/mini" || (from.startsWith("./") && resolve(dirname(file), from).startsWith(`${RULES}/`))))
        .map(({ from }) => `${relative(ROOT, file)} → ${from}`),
    );
    expect(foreign).toEqual([]);
  });

  it("the server and the machines share the registration rules and the image limits from there", () => {
    const importsOf = (path: string) => imports(join(ROOT, path)).map(({ from }) => target(join(ROOT, path), from));
    expect(importsOf("machines/register-rules.ts")).toContain("contract/rules/register");
    expect(importsOf("server/register-validation.ts")).toContain("contract/rules/register");
    expect(importsOf("machines/picked-image.ts")).toContain("contract/rules/limits");
  });
});
