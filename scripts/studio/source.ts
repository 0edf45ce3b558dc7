import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Parsed TypeScript sources of the project, read once per build. */
export class Sources {
  private readonly cache = new Map<string, ts.SourceFile>();

  constructor(readonly root: string) {}

  /** Project-relative path with forward slashes. */
  rel(file: string): string {
    return relative(this.root, file).replace(/\\/g, "/");
  }

  parse(file: string): ts.SourceFile {
    const path = resolve(this.root, file);
    let source = this.cache.get(path);
    if (!source) {
      source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.ES2022, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
      this.cache.set(path, source);
    }
    return source;
  }

  /** Every .ts/.tsx file under a project folder (absolute paths), sorted. */
  files(folder: string, filter: (name: string) => boolean = (n) => /\.tsx?$/.test(n) && !n.endsWith(".d.ts")): string[] {
    const out: string[] = [];
    const walk = (dir: string) => {
      if (!existsSync(dir)) return;
      for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (filter(name)) out.push(path);
      }
    };
    walk(resolve(this.root, folder));
    return out;
  }

  /** The file a relative module specifier names, or undefined for packages and unknown files. */
  resolveImport(from: string, specifier: string): string | undefined {
    if (!specifier.startsWith(".")) return undefined;
    const base = resolve(dirname(from), specifier);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  }

  /** A file's imports: local name to the resolved file and the imported name ("*" for a namespace import). */
  imports(file: string): Map<string, { file: string; name: string }> {
    const out = new Map<string, { file: string; name: string }>();
    for (const statement of this.parse(file).statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = this.resolveImport(file, statement.moduleSpecifier.text);
      const clause = statement.importClause;
      if (!target || !clause) continue;
      if (clause.name) out.set(clause.name.text, { file: target, name: "default" });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) out.set(bindings.name.text, { file: target, name: "*" });
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) out.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
    return out;
  }

  /** A file's top-level declarations by name: functions, classes, and each variable of a variable statement. */
  declarations(file: string): Map<string, ts.Node> {
    const out = new Map<string, ts.Node>();
    for (const statement of this.parse(file).statements) {
      if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) out.set(statement.name.text, statement);
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) out.set(d.name.text, d);
      }
    }
    return out;
  }
}

/** Visits every node under `node` (itself included). */
export function walk(node: ts.Node, visit: (node: ts.Node) => boolean | void): void {
  if (visit(node) === false) return;
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The text of a string literal or a template without substitutions. */
export function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** A property of an object literal, by name. */
export function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
    if (ts.isShorthandPropertyAssignment(p) && p.name.text === name) return p.name;
  }
  return undefined;
}

/** A property name as written (identifier or string literal key). */
export function propertyName(p: ts.ObjectLiteralElementLike): string | undefined {
  if (!p.name) return undefined;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) return p.name.text;
  return undefined;
}
