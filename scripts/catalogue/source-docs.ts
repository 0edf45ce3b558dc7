import { readFileSync } from "node:fs";
import ts from "typescript";

/** What the machine's source says that the machine object does not: its purpose, its events' payloads, its actors' types. */
export interface SourceDocs {
  purpose?: string;
  /** Event type → the payload shape as written in the event union (`{ type: "AMOUNT.CHANGE"; text: string }`). */
  events: Map<string, string>;
  /** Actor name in setup → `Output` and `Input` types as written (`promiseNotProvided<WithdrawalInfo, { ... }>`). */
  actors: Map<string, { output?: string; input?: string; kind: string }>;
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function jsDocBefore(source: ts.SourceFile, node: ts.Node): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.pos) ?? [];
  const doc = ranges.filter((r) => source.text.startsWith("/**", r.pos)).at(-1);
  if (!doc) return undefined;
  return oneLine(
    source.text
      .slice(doc.pos + 3, doc.end - 2)
      .split("\n")
      .map((line) => line.replace(/^\s*\*\s?/, ""))
      .join(" "),
  );
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) if (ts.isPropertyAssignment(p) && p.name.getText() === name) return p.initializer;
  return undefined;
}

function findSetupArgument(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.getText() === "setup" && n.arguments[0] && ts.isObjectLiteralExpression(n.arguments[0])) {
      found = n.arguments[0];
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function typeAliases(source: ts.SourceFile): Map<string, ts.TypeNode> {
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of source.statements) if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
  return aliases;
}

/** The members of an event union, resolved through aliases declared in the same file. */
function eventMembers(type: ts.TypeNode, aliases: Map<string, ts.TypeNode>, seen = new Set<string>()): ts.TypeNode[] {
  if (ts.isUnionTypeNode(type)) return type.types.flatMap((t) => eventMembers(t, aliases, seen));
  if (ts.isParenthesizedTypeNode(type)) return eventMembers(type.type, aliases, seen);
  if (ts.isTypeReferenceNode(type)) {
    const name = type.typeName.getText();
    const alias = aliases.get(name);
    if (alias && !seen.has(name)) return eventMembers(alias, aliases, new Set([...seen, name]));
  }
  return [type];
}

function eventTypeOf(member: ts.TypeNode): string | undefined {
  if (!ts.isTypeLiteralNode(member)) return undefined;
  for (const m of member.members) {
    if (ts.isPropertySignature(m) && m.name.getText() === "type" && m.type && ts.isLiteralTypeNode(m.type) && ts.isStringLiteral(m.type.literal)) return m.type.literal.text;
  }
  return undefined;
}

/** Reads the machine's source file: the doc comment of `export const <exportName>`, its setup's event union and actors. */
export function readSourceDocs(file: string, exportName: string): SourceDocs {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.ES2022, true);
  const docs: SourceDocs = { events: new Map(), actors: new Map() };
  const statement = source.statements.find(
    (s) => ts.isVariableStatement(s) && s.declarationList.declarations.some((d) => d.name.getText() === exportName),
  );
  if (!statement) return docs;
  docs.purpose = jsDocBefore(source, statement);
  const setupArg = findSetupArgument(statement);
  if (!setupArg) return docs;
  const aliases = typeAliases(source);
  const types = property(setupArg, "types");
  const events = types && ts.isObjectLiteralExpression(types) ? property(types, "events") : undefined;
  if (events && ts.isAsExpression(events)) {
    for (const member of eventMembers(events.type, aliases)) {
      const type = eventTypeOf(member);
      if (type) docs.events.set(type, oneLine(member.getText()));
    }
  }
  const actors = property(setupArg, "actors");
  if (actors && ts.isObjectLiteralExpression(actors)) {
    for (const p of actors.properties) {
      if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p)) continue;
      const name = p.name.getText();
      const init = ts.isPropertyAssignment(p) ? p.initializer : undefined;
      if (init && ts.isCallExpression(init)) {
        const [output, input] = (init.typeArguments ?? []).map((t) => oneLine(t.getText()));
        docs.actors.set(name, { output, input, kind: init.expression.getText() });
      } else {
        docs.actors.set(name, { kind: init ? oneLine(init.getText()) : name });
      }
    }
  }
  return docs;
}
