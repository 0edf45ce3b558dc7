import { basename } from "node:path";
import ts from "typescript";
import type { StudioMachine, StudioScenario } from "../../src/studio/model";
import { oracleChecksOf } from "./oracle-checks";
import { oracleRowWords } from "./oracle-words";
import { stringValue, walk, type Sources } from "./source";

/**
 * "shows a captcha after a failure, requires it from then on" → title "shows a captcha after a failure", outcome the
 * rest. A test name that does not split is the title alone (its outcome is empty: the studio shows the name once).
 */
export function splitTitle(text: string): { title: string; outcome: string } {
  const match = /^(.{12,}?)(?:, |: | — | - )(.{8,})$/.exec(text);
  if (match && match[1]!.split(" ").length >= 3) return { title: match[1]!, outcome: match[2]! };
  return { title: text, outcome: "" };
}

/** Leading comments of a node, as one line. */
function commentsOf(node: ts.Node, source: ts.SourceFile): string {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return ranges
    .map((r) => source.text.slice(r.pos, r.end).replace(/^\/\*+|\*+\/$|^\/\/+/g, "").replace(/^\s*\*\s?/gm, "").trim())
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** State ids a test body names: the sources of transitions on the event types it sends, and the states it `matches()`. */
function statesNamed(machine: StudioMachine, body: ts.Node): string[] {
  const states = new Set<string>();
  const events = new Map<string, string[]>();
  for (const t of machine.transitions) events.set(t.event, [...(events.get(t.event) ?? []), t.source]);
  const ids = new Set(machine.states.map((s) => s.id));
  const pathOf = (node: ts.Node): string[] => {
    const text = stringValue(node);
    if (text !== undefined) return [text];
    if (ts.isObjectLiteralExpression(node)) {
      return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? pathOf(p.initializer).map((rest) => `${p.name.getText().replace(/^["']|["']$/g, "")}.${rest}`) : []));
    }
    return [];
  };
  walk(body, (n) => {
    const text = stringValue(n);
    if (text && events.has(text)) for (const source of events.get(text)!) states.add(source);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === "matches" && n.arguments[0]) {
      for (const path of pathOf(n.arguments[0])) if (ids.has(`${machine.id}.${path}`)) states.add(`${machine.id}.${path}`);
    }
  });
  const order = machine.states.map((s) => s.id);
  return [...states].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** Machines a test file is about: the machine of the same file name, else the machines it imports. */
function machinesOfTest(sources: Sources, file: string, machines: StudioMachine[], suffix: string): StudioMachine[] {
  const name = basename(file, suffix);
  const same = machines.find((m) => m.file === `machines/${name}.machine.ts`);
  if (same) return [same];
  const imported = new Set([...sources.imports(file).values()].map((i) => sources.rel(i.file)));
  return machines.filter((m) => imported.has(m.file));
}

const testTitle = (node: ts.Node | undefined) => (node && (stringValue(node) ?? (ts.isTemplateExpression(node) ? node.getText().slice(1, -1) : undefined))) || undefined;

/** Behaviour tests: each `it`/`test` with its describe block, as a scenario of the machine it is about. */
function behaviourScenarios(sources: Sources, machines: StudioMachine[]): void {
  for (const file of sources.files("tests/machines", (n) => n.endsWith(".behaviour.test.ts"))) {
    const source = sources.parse(file);
    const about = machinesOfTest(sources, file, machines, ".behaviour.test.ts");
    const visit = (node: ts.Node, context: string[]) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression.getText().replace(/\.(only|concurrent|sequential)$/, "");
        const title = testTitle(node.arguments[0]);
        if (callee === "describe" && title) {
          // "login machine: a server that demands a captcha" → "a server that demands a captcha" (a parenthesised tracker note, if any, goes too).
          const words = title.replace(/\s*\((issue|issues) [^)]*\)/g, "").replace(/^[\w-]+ machine(: |$)/, "").trim();
          node.arguments.slice(1).forEach((a) => visit(a, words ? [...context, words] : context));
          return;
        }
        if (callee === "describeWalks" && node.arguments[1] && ts.isArrayLiteralExpression(node.arguments[1])) {
          for (const walkNode of node.arguments[1].elements) if (ts.isObjectLiteralExpression(walkNode)) for (const machine of about) machine.scenarios.push(walkScenario(sources, file, source, machine, walkNode, context));
          return;
        }
        if ((callee === "it" || callee === "test") && title && node.arguments[1]) {
          const { title: short, outcome } = splitTitle(title.replace(/\s*\((issue|issues) [^)]*\)/g, ""));
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          for (const machine of about) {
            machine.scenarios.push({
              title: [...context, short].join(": "),
              outcome,
              kind: "behaviour",
              file: sources.rel(file),
              line,
              states: statesNamed(machine, node.arguments[1]),
            });
          }
          return;
        }
      }
      ts.forEachChild(node, (child) => visit(child, context));
    };
    visit(source, []);
  }
}

/** A state value written in a test (`"ready"`, `{ amount: "ready", display: "masked" }`) as the ids of its leaves. */
function leavesOf(machineId: string, node: ts.Node | undefined, prefix = machineId): string[] {
  if (!node) return [];
  const text = stringValue(node);
  if (text !== undefined) return [`${prefix}.${text}`];
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? leavesOf(machineId, p.initializer, `${prefix}.${p.name.getText().replace(/^["']|["']$/g, "")}`) : []));
  }
  return [];
}

/** A walk of tests/machines/walks.ts (`{ name, steps, state, requests?, context? }`): its name, and where it ends. */
function walkScenario(sources: Sources, file: string, source: ts.SourceFile, machine: StudioMachine, node: ts.ObjectLiteralExpression, context: string[]): StudioScenario {
  const get = (name: string) => node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === name)?.initializer;
  const ids = new Set(machine.states.map((s) => s.id));
  const end = leavesOf(machine.id, get("state")).filter((id) => ids.has(id));
  const requests = get("requests");
  const counts = requests && ts.isObjectLiteralExpression(requests)
    ? requests.properties.filter(ts.isPropertyAssignment).map((p) => `${p.name.getText()} asked ${p.initializer.getText()} time${p.initializer.getText() === "1" ? "" : "s"}`)
    : [];
  const keeps = get("context");
  const facts = keeps && ts.isObjectLiteralExpression(keeps) ? keeps.properties.map((p) => p.name?.getText()).filter(Boolean) : [];
  const endWords = end.map((id) => id.slice(machine.id.length + 1)).join(" and ");
  const outcome = [endWords && `it ends in ${endWords}`, ...counts, facts.length ? `it keeps ${facts.join(", ")}` : ""].filter(Boolean).join("; ");
  const steps = get("steps");
  const passed = steps ? statesNamed(machine, steps) : [];
  // Events written as answer("id") / failure("id") name the states that invoke that actor.
  if (steps) walk(steps, (n) => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && ["answer", "failure"].includes(n.expression.text)) {
      const id = stringValue(n.arguments[0]);
      for (const state of machine.states) if (state.invokes.some((i) => i.id === id)) passed.push(state.id);
    }
  });
  return {
    title: [...context, stringValue(get("name")) ?? "walk"].join(": "),
    outcome,
    kind: "behaviour",
    file: sources.rel(file),
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    states: [...new Set([...passed, ...end])],
  };
}

/** Oracle rules: each `case "<event>":` of a model's oracle, linked to the states that handle the event. */
function oracleScenarios(sources: Sources, machines: StudioMachine[]): void {
  for (const file of sources.files("tests/machines", (n) => n.endsWith(".oracle.ts"))) {
    const source = sources.parse(file);
    const about = machinesOfTest(sources, file, machines, ".oracle.ts");
    for (const machine of about) {
      const events = new Set(machine.transitions.map((t) => t.event));
      walk(source, (n) => {
        if (!ts.isCaseBlock(n)) return;
        let labels: ts.CaseClause[] = [];
        for (const clause of n.clauses) {
          if (!ts.isCaseClause(clause)) {
            labels = [];
            continue;
          }
          labels.push(clause);
          if (clause.statements.length === 0) continue;
          const types = labels.map((l) => stringValue(l.expression)).filter((t): t is string => t !== undefined && events.has(t));
          const group = labels;
          labels = [];
          if (!types.length) continue;
          const inner = clause.statements.length === 1 && ts.isBlock(clause.statements[0]!) ? clause.statements[0].statements : clause.statements;
          const comment = [commentsOf(group[0]!, source), inner[0] ? commentsOf(inner[0], source) : ""].filter(Boolean).join(" ");
          const typeSet = new Set(types);
          const on = machine.transitions.filter((t) => typeSet.has(t.event));
          const ruleEvents = types.map((type) => ({
            type,
            descriptions: on.filter((t) => t.event === type).flatMap((t) => (t.description ? [t.description] : [])),
            labels: [...new Set(on.filter((t) => t.event === type).flatMap((t) => t.labels.filter((l) => l.lang === "en").map((l) => l.text)))],
          }));
          machine.scenarios.push({
            ...oracleRowWords(ruleEvents, comment, oracleChecksOf(inner, source)),
            events: types,
            kind: "oracle",
            file: sources.rel(file),
            line: source.getLineAndCharacterOfPosition(group[0]!.getStart()).line + 1,
            states: [...new Set(on.map((t) => t.source))],
          });
        }
      });
    }
  }
}

export function linkScenarios(sources: Sources, machines: StudioMachine[]): void {
  behaviourScenarios(sources, machines);
  oracleScenarios(sources, machines);
}
