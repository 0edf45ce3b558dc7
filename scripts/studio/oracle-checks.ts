import ts from "typescript";
import { noChecks, type OracleChecks } from "./oracle-words";
import { propertyName, stringValue, walk } from "./source";

// What an oracle rule expects of its step (tests/paths/oracle.ts's StepExpectation), read from the rule's code: the
// expectation objects it returns or assigns (`{ requests, effects, context, output }`), also through the file's own
// helpers (`load()`), and the phases its precondition helpers name (`need("loading")`).

const EXPECTATION_KEYS = new Set(["requests", "effects", "context", "output"]);

type Helper = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;
const helpersOfFile = new WeakMap<ts.SourceFile, Map<string, Helper[]>>();

/** The file's own functions by name, at any depth (`function load()`, `const need = (...) => {...}`). */
function helpers(source: ts.SourceFile): Map<string, Helper[]> {
  let found = helpersOfFile.get(source);
  if (found) return found;
  found = new Map();
  const add = (name: string, fn: Helper) => found!.set(name, [...(found!.get(name) ?? []), fn]);
  walk(source, (n) => {
    if (ts.isFunctionDeclaration(n) && n.name) add(n.name.text, n);
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))) add(n.name.text, n.initializer);
  });
  helpersOfFile.set(source, found);
  return found;
}

const isUndefined = (node: ts.Expression) => ts.isIdentifier(node) && node.text === "undefined";

const isExpectation = (node: ts.ObjectLiteralExpression) => {
  const names = node.properties.filter((p) => !ts.isSpreadAssignment(p)).map(propertyName);
  return names.length > 0 && names.every((name) => name !== undefined && EXPECTATION_KEYS.has(name));
};

/** `{}` as the step's whole expectation: returned, or assigned to the expectation. */
function isEmptyExpectation(node: ts.ObjectLiteralExpression): boolean {
  if (node.properties.length) return false;
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent) || ts.isConditionalExpression(parent)) parent = parent.parent;
  return ts.isReturnStatement(parent) || (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(parent.left));
}

function readPart(key: string, value: ts.Expression, checks: OracleChecks): void {
  if (key === "output") {
    checks.output = true;
    return;
  }
  if (key === "context") {
    if (!ts.isObjectLiteralExpression(value)) {
      checks.keepsOther = true;
      return;
    }
    for (const p of value.properties) {
      const name = propertyName(p);
      if (ts.isSpreadAssignment(p) || !name) checks.keepsOther = true;
      else if (ts.isPropertyAssignment(p) && isUndefined(p.initializer)) checks.clears.push(name);
      else checks.keeps.push(name);
    }
    return;
  }
  if (!ts.isArrayLiteralExpression(value)) return;
  for (const element of value.elements) {
    if (key === "requests") {
      const id = ts.isObjectLiteralExpression(element)
        ? stringValue(element.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === "id")?.initializer)
        : ts.isCallExpression(element) ? stringValue(element.arguments[0]) : undefined;
      if (id) checks.starts.push(id);
      continue;
    }
    const name = stringValue(element);
    if (name) checks.effects.push(name);
    if (!ts.isObjectLiteralExpression(element)) continue;
    const get = (object: ts.ObjectLiteralExpression, prop: string) => object.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === prop)?.initializer;
    const action = stringValue(get(element, "action"));
    if (action) checks.effects.push(action);
    const sendTo = stringValue(get(element, "sendTo"));
    const event = get(element, "event");
    const type = event && ts.isObjectLiteralExpression(event) ? stringValue(get(event, "type")) : undefined;
    if (sendTo) checks.effects.push(`${type ?? "an event"} to ${sendTo}`);
  }
}

function read(node: ts.Node, source: ts.SourceFile, checks: OracleChecks, seen: Set<Helper>): void {
  walk(node, (n) => {
    if (ts.isObjectLiteralExpression(n)) {
      if (isEmptyExpectation(n)) checks.nothing = true;
      if (!isExpectation(n)) return;
      for (const p of n.properties) {
        if (ts.isPropertyAssignment(p)) readPart(propertyName(p)!, p.initializer, checks);
        // { ...load(), context }: what the helper's expectation holds.
        if (ts.isSpreadAssignment(p)) read(p.expression, source, checks, seen);
      }
      return false;
    }
    // expectation.context = { ... }
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && EXPECTATION_KEYS.has(n.left.name.text)) {
      readPart(n.left.name.text, n.right, checks);
      return false;
    }
    // flow.kind = …: the rule's own picture of the flow.
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(n.left) && ts.isIdentifier(n.left.expression)) {
      (isUndefined(n.right) ? checks.unnotes : checks.notes).push(n.left.name.text);
    }
    // Object.assign(flow, { … })
    if (ts.isCallExpression(n) && n.expression.getText() === "Object.assign" && n.arguments[1] && ts.isObjectLiteralExpression(n.arguments[1])) {
      for (const p of n.arguments[1].properties) {
        const name = propertyName(p);
        if (name) (ts.isPropertyAssignment(p) && isUndefined(p.initializer) ? checks.unnotes : checks.notes).push(name);
      }
    }
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) {
      for (const helper of helpers(source).get(n.expression.text) ?? []) {
        if (seen.has(helper) || !helper.body) continue;
        seen.add(helper);
        const inner = noChecks();
        read(helper.body, source, inner, seen);
        const expects = inner.starts.length || inner.keeps.length || inner.clears.length || inner.keepsOther || inner.effects.length || inner.output;
        let throws = false;
        walk(helper.body, (h) => void (ts.isThrowStatement(h) && (throws = true)));
        // A precondition (`need("loading")` throws when the flow is elsewhere): the phases it names.
        if (throws && !expects) checks.onlyWhile.push(...n.arguments.map(stringValue).filter((s): s is string => s !== undefined));
        merge(checks, inner);
        seen.delete(helper);
      }
    }
  });
}

/** A helper's findings, except an empty `{}` it returns: that is its own value (no errors), not the step's. */
function merge(into: OracleChecks, from: OracleChecks): void {
  into.onlyWhile.push(...from.onlyWhile);
  into.starts.push(...from.starts);
  into.keeps.push(...from.keeps);
  into.clears.push(...from.clears);
  into.effects.push(...from.effects);
  into.notes.push(...from.notes);
  into.unnotes.push(...from.unnotes);
  into.keepsOther ||= from.keepsOther;
  into.output ||= from.output;
}

/** What the statements of one `case` expect of the step, each name once. */
export function oracleChecksOf(statements: readonly ts.Statement[], source: ts.SourceFile): OracleChecks {
  const checks = noChecks();
  for (const statement of statements) read(statement, source, checks, new Set());
  const once = (list: string[]) => [...new Set(list)];
  const keeps = once(checks.keeps);
  const notes = once(checks.notes);
  // A field set in one branch and emptied in another is one the step decides: it is kept.
  return { ...checks, onlyWhile: once(checks.onlyWhile), starts: once(checks.starts), keeps, clears: once(checks.clears).filter((f) => !keeps.includes(f)), effects: once(checks.effects), notes, unnotes: once(checks.unnotes).filter((f) => !notes.includes(f)) };
}
