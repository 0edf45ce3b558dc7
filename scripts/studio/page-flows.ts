import { resolve, sep } from "node:path";
import ts from "typescript";
import type { StudioRoute } from "../../src/studio/model";
import { property, propertyName, stringValue, walk, type Sources } from "./source";
import { routeTable } from "./route-table";

type Symbol = `${string}#${string}`;
const symbolOf = (file: string, name: string): Symbol => `${file}#${name}`;

/**
 * Which machines each route's page makes, read from the sources: the router's screen components (src/routes/router.tsx),
 * everything they render or call in src/views (followed symbol by symbol, lazy imports included), and the flow
 * accessors of src/app they call (`walletFlows().deposit` is the `deposit:` property of wallet-flows.ts, made from
 * depositMachine). A route with `pages` (member centre) gets one entry per page when its component picks the page
 * from an object or a switch keyed by every page name; otherwise one entry for the pattern.
 */
export async function pageFlows(sources: Sources, machineIdOfFile: Map<string, string>): Promise<{ routes: StudioRoute[]; frameFlows: string[] }> {
  const root = sources.root;
  const views = resolve(root, "src/views") + sep;
  const app = resolve(root, "src/app") + sep;

  /** The machine a flow accessor call stands for: `walletFlows().deposit`, `resetPasswordFlow()`. */
  const flowCache = new Map<string, string | undefined>();
  const flowMachine = (file: string, name: string, prop: string | undefined): string | undefined => {
    const key = `${file}#${name}#${prop ?? ""}`;
    if (flowCache.has(key)) return flowCache.get(key);
    const machineImports = new Map<string, string>();
    for (const [local, target] of sources.imports(file)) {
      const id = machineIdOfFile.get(target.file);
      if (id) machineImports.set(local, id);
    }
    const found = new Set<string>();
    const declarations = sources.declarations(file);
    if (prop !== undefined) {
      walk(sources.parse(file), (node) => {
        if (ts.isPropertyAssignment(node) && propertyName(node) === prop) {
          walk(node.initializer, (inner) => {
            if (ts.isIdentifier(inner) && machineImports.has(inner.text)) found.add(machineImports.get(inner.text)!);
          });
        }
      });
    } else {
      // The machines the accessor's declaration (and the same file's declarations it uses) names.
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name) || !declarations.has(name)) return;
        seen.add(name);
        walk(declarations.get(name)!, (inner) => {
          if (!ts.isIdentifier(inner)) return;
          if (machineImports.has(inner.text)) found.add(machineImports.get(inner.text)!);
          else visit(inner.text);
        });
      };
      visit(name);
    }
    const id = found.size === 1 ? [...found][0] : undefined;
    flowCache.set(key, id);
    return id;
  };

  /** Direct dependencies of a symbol: other view symbols it references, and machines it makes through flow accessors. */
  const depsCache = new Map<Symbol, { symbols: Symbol[]; machines: string[] }>();
  const depsOfNode = (file: string, node: ts.Node, self?: string, skip?: (n: ts.Node) => boolean) => {
    const declarations = sources.declarations(file);
    const imports = sources.imports(file);
    const symbols = new Set<Symbol>();
    const machines = new Set<string>();
    walk(node, (n) => {
      if (skip?.(n)) return false;
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const target = sources.resolveImport(file, stringValue(n.arguments[0]) ?? "");
        if (target?.startsWith(views)) for (const name of sources.declarations(target).keys()) symbols.add(symbolOf(target, name));
        return;
      }
      if (!ts.isIdentifier(n)) return;
      if (n.text !== self && declarations.has(n.text) && !(ts.isPropertyAccessExpression(n.parent) && n.parent.name === n)) symbols.add(symbolOf(file, n.text));
      const imported = imports.get(n.text);
      if (!imported || (ts.isImportSpecifier(n.parent) || ts.isImportClause(n.parent))) return;
      if (imported.file.startsWith(views)) {
        const names = imported.name === "*" || imported.name === "default" ? [...sources.declarations(imported.file).keys()] : [imported.name];
        for (const name of names) symbols.add(symbolOf(imported.file, name));
      } else if (imported.file.startsWith(app)) {
        // `walletFlows().deposit`, `pointsFlows(app).vip`, `resetPasswordFlow()`, `connectionChooserLogic`.
        const call = ts.isCallExpression(n.parent) && n.parent.expression === n ? n.parent : undefined;
        const after = call ?? n;
        const prop = ts.isPropertyAccessExpression(after.parent) && after.parent.expression === after ? after.parent.name.text : undefined;
        const id = flowMachine(imported.file, imported.name, prop);
        if (id) machines.add(id);
      }
    });
    return { symbols: [...symbols], machines: [...machines] };
  };
  const depsOf = (symbol: Symbol) => {
    let deps = depsCache.get(symbol);
    if (!deps) {
      const [file, name] = symbol.split("#") as [string, string];
      const node = sources.declarations(file).get(name);
      deps = node ? depsOfNode(file, node, name) : { symbols: [], machines: [] };
      depsCache.set(symbol, deps);
    }
    return deps;
  };
  /** Machines made by the symbols reachable from `start`, minus those reached only through `parts` (taken out per page). */
  const reach = (start: { symbols: Symbol[]; machines: string[] }, seen = new Set<Symbol>(), pages?: readonly string[], parts?: Map<string, ts.Node[]>) => {
    const machines = new Set(start.machines);
    const queue = [...start.symbols];
    while (queue.length) {
      const symbol = queue.shift()!;
      if (seen.has(symbol)) continue;
      seen.add(symbol);
      let deps = depsOf(symbol);
      if (pages && parts) {
        const [file, name] = symbol.split("#") as [string, string];
        const node = sources.declarations(file).get(name);
        const isPart = (n: ts.Node) => {
          const key = ts.isPropertyAssignment(n) ? propertyName(n) : ts.isCaseClause(n) ? stringValue(n.expression) : undefined;
          if (key === undefined || !pages.includes(key)) return false;
          parts.set(key, [...(parts.get(key) ?? []), n]);
          (n as ts.Node & { studioFile?: string }).studioFile = file;
          return true;
        };
        if (node) deps = depsOfNode(file, node, name, isPart);
      }
      for (const id of deps.machines) machines.add(id);
      queue.push(...deps.symbols);
    }
    return machines;
  };

  // The router: screen name to its page component, and the frame every route renders in.
  const routerFile = resolve(root, "src/routes/router.tsx");
  const components = new Map<string, Symbol>();
  let frame: Symbol | undefined;
  const routerImports = sources.imports(routerFile);
  walk(sources.parse(routerFile), (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
      const [loader, exportName] = node.initializer.arguments;
      let target: string | undefined;
      if (loader) walk(loader, (n) => {
        if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) target = sources.resolveImport(routerFile, stringValue(n.arguments[0]) ?? "");
      });
      const name = stringValue(exportName);
      if (target && name) components.set(node.name.text, symbolOf(target, name));
    }
    if (ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent) && node.parent.expression.getText().includes("createRootRoute")) {
      const component = property(node, "component");
      const imported = component && ts.isIdentifier(component) ? routerImports.get(component.text) : undefined;
      if (imported) frame = symbolOf(imported.file, imported.name);
    }
  });
  const screens = new Map<string, Symbol>();
  const screensObject = sources.declarations(routerFile).get("SCREENS") as ts.VariableDeclaration | undefined;
  let screensInit = screensObject?.initializer;
  while (screensInit && ts.isAsExpression(screensInit)) screensInit = screensInit.expression;
  if (screensInit && ts.isObjectLiteralExpression(screensInit)) {
    for (const p of screensInit.properties) {
      const name = propertyName(p);
      const value = ts.isPropertyAssignment(p) ? p.initializer.getText() : ts.isShorthandPropertyAssignment(p) ? p.name.text : undefined;
      const component = value ? components.get(value) ?? (routerImports.get(value) && symbolOf(routerImports.get(value)!.file, routerImports.get(value)!.name)) : undefined;
      if (name && component) screens.set(name, component);
    }
  }

  const routes: StudioRoute[] = [];
  for (const entry of await routeTable(root)) {
    const component = screens.get(entry.screen);
    const access = entry.requiresLogin ? (entry.realAccountOnly ? ["member", "agent"] : ["member", "trial", "agent"]) : ["visitor", "member", "trial", "agent"];
    if (!component) {
      routes.push({ path: entry.path, screen: entry.screen, flows: [], access });
      continue;
    }
    const parts = new Map<string, ts.Node[]>();
    const common = reach({ symbols: [component], machines: [] }, new Set(), entry.pages, entry.pages ? parts : undefined);
    const pages = entry.pages ?? [];
    if (pages.length && pages.every((page) => parts.has(page))) {
      for (const page of pages) {
        const flows = new Set(common);
        for (const node of parts.get(page)!) {
          const file = (node as ts.Node & { studioFile?: string }).studioFile!;
          for (const id of reach(depsOfNode(file, node))) flows.add(id);
        }
        routes.push({ path: entry.path.replace(/\$page$/, page), screen: entry.screen, flows: [...flows].sort(), access });
      }
    } else {
      const flows = new Set(common);
      for (const nodes of parts.values()) for (const node of nodes) for (const id of reach(depsOfNode((node as ts.Node & { studioFile?: string }).studioFile!, node))) flows.add(id);
      routes.push({ path: entry.path, screen: entry.screen, flows: [...flows].sort(), access });
    }
  }
  const frameFlows = frame ? [...reach({ symbols: [frame], machines: [] })].sort() : [];
  return { routes, frameFlows };
}
