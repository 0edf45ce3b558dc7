import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import type { StudioMachine, StudioTransition } from "../../src/studio/model";
import { stringValue, walk, type Sources } from "./source";

type Lang = "th" | "en";

/** msgid to msgstr of a Lingui .po catalogue (entries with a context are left out: their msgid is not unique). */
export function readPo(file: string): Map<string, string> {
  const out = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  let id: string | undefined;
  let str: string | undefined;
  let field: "id" | "str" | "ctxt" | undefined;
  let context = false;
  const flush = () => {
    if (id !== undefined && str !== undefined && !context) out.set(id, str);
    id = str = field = undefined;
    context = false;
  };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("msgctxt ")) {
      flush();
      context = true;
      field = "ctxt";
    } else if (line.startsWith("msgid ")) {
      if (id !== undefined) flush();
      id = unquote(line);
      field = "id";
    } else if (line.startsWith("msgstr ")) {
      str = unquote(line);
      field = "str";
    } else if (line.startsWith('"')) {
      if (field === "id") id += unquote(line);
      else if (field === "str") str += unquote(line);
    } else if (line.trim() === "") {
      flush();
    }
  }
  flush();
  return out;
}

/** The source text (the Lingui message id) of a `t\`...\`` template or a `<Trans>` element, when it has no placeholders. */
function messageOf(node: ts.Node): string | undefined {
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === "t") return stringValue(node.template);
  if ((ts.isJsxElement(node) && node.openingElement.tagName.getText() === "Trans") ) {
    if (node.children.some((c) => !ts.isJsxText(c))) return undefined;
    const text = node.children.map((c) => (c as ts.JsxText).text).join("").replace(/\s+/g, " ").trim();
    return text || undefined;
  }
  return undefined;
}

const LABEL_ATTRIBUTES = ["aria-label", "label", "title"];

function attributesOf(element: ts.JsxOpeningLikeElement): ts.JsxAttribute[] {
  return element.attributes.properties.filter(ts.isJsxAttribute);
}

/** The words on a control: its Trans child, else its aria-label/label/title; a form's is its submit button's. */
function labelOf(element: ts.JsxOpeningLikeElement): string | undefined {
  const full = ts.isJsxOpeningElement(element) ? element.parent : element;
  if (element.tagName.getText() === "form") {
    let submit: string | undefined;
    walk(full, (n) => {
      if (submit || !(ts.isJsxOpeningElement(n) || ts.isJsxSelfClosingElement(n)) || n === element) return;
      if (attributesOf(n).some((a) => a.name.getText() === "type" && a.initializer && stringValue(a.initializer) === "submit")) submit = labelOf(n);
    });
    return submit;
  }
  let text: string | undefined;
  if (ts.isJsxElement(full)) {
    walk(full, (n) => {
      if (text) return false;
      text = messageOf(n);
      return text ? false : undefined;
    });
  }
  if (text) return text;
  for (const attribute of attributesOf(element)) {
    if (!LABEL_ATTRIBUTES.includes(attribute.name.getText()) || !attribute.initializer) continue;
    const init = attribute.initializer;
    const value = ts.isStringLiteral(init) ? init.text : ts.isJsxExpression(init) && init.expression ? messageOf(init.expression) : undefined;
    if (value) return value;
  }
  return undefined;
}

/** The JSX attribute that holds `node` (an onClick={() => ... send(...)}), if any. */
function handlerOf(node: ts.Node): ts.JsxAttribute | undefined {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isJsxAttribute(n)) return n;
    if (ts.isSourceFile(n)) return undefined;
  }
  return undefined;
}

/** A form's submit button drawn by one of the view components inside it (`<form><RegisterActions /></form>`). */
function submitInside(sources: Sources, file: string, form: ts.JsxOpeningLikeElement): string | undefined {
  let found: string | undefined;
  walk(ts.isJsxOpeningElement(form) ? form.parent : form, (n) => {
    if (found) return false;
    if (!ts.isJsxOpeningElement(n) && !ts.isJsxSelfClosingElement(n)) return;
    const tag = n.tagName.getText();
    if (!/^[A-Z]\w*$/.test(tag)) return;
    const imported = sources.imports(file).get(tag);
    const target = imported ? imported.file : file;
    if (!target.includes("/src/views/")) return;
    const declaration = sources.declarations(target).get(imported ? imported.name : tag);
    if (!declaration) return;
    walk(declaration, (m) => {
      if (found || !(ts.isJsxOpeningElement(m) || ts.isJsxSelfClosingElement(m))) return;
      if (attributesOf(m).some((a) => a.name.getText() === "type" && a.initializer && stringValue(a.initializer) === "submit")) found = labelOf(m);
    });
  });
  return found;
}

/**
 * The words on the control a handler attribute sits on. On a component of the views without words of its own
 * (`<LoadFailed onRetry={...} />`), the control inside it that calls the prop (`<Button onClick={onRetry}>`).
 */
function controlLabel(sources: Sources, file: string, attribute: ts.JsxAttribute, depth = 0): string | undefined {
  const element = attribute.parent.parent as ts.JsxOpeningLikeElement;
  const own = labelOf(element);
  if (own || depth > 2) return own;
  const tag = element.tagName.getText();
  if (tag === "form") return submitInside(sources, file, element);
  if (!/^[A-Z]\w*$/.test(tag)) return undefined;
  const imported = sources.imports(file).get(tag);
  const target = imported ? imported.file : file;
  if (!target.includes("/src/views/") && target !== file) return undefined;
  const declaration = sources.declarations(target).get(imported ? imported.name : tag);
  if (!declaration) return undefined;
  const prop = attribute.name.getText();
  let found: string | undefined;
  walk(declaration, (n) => {
    if (found) return false;
    if (!ts.isJsxAttribute(n) || !/^on[A-Z]/.test(n.name.getText()) || !n.initializer || !ts.isJsxExpression(n.initializer) || !n.initializer.expression) return;
    let uses = false;
    walk(n.initializer.expression, (k) => {
      if (ts.isIdentifier(k) && k.text === prop) uses = true;
    });
    if (uses) found = controlLabel(sources, target, n, depth + 1);
  });
  return found;
}

/** The name of the function a node sits in, when that function is a named declaration or a `const name = () => ...`. */
function enclosingFunctionName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n)) return n.name?.text;
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name)) return n.parent.name.text;
    if (ts.isArrowFunction(n) || ts.isFunctionExpression(n)) continue;
  }
  return undefined;
}

/**
 * The on-screen labels of the controls that send each event type, from the views: a `send({ type: "EVENT" })` in a
 * control's handler (inline, or through a named function the control's handler names), with the Lingui message inside
 * or on that control, in Thai and English (src/locales/<lang>/messages.po).
 */
export function eventLabels(sources: Sources): Map<string, { labels: StudioTransition["labels"]; machines?: Set<string> }[]> {
  const catalogues: Record<Lang, Map<string, string>> = {
    th: readPo(join(sources.root, "src/locales/th/messages.po")),
    en: readPo(join(sources.root, "src/locales/en/messages.po")),
  };
  // Per event type, each message with the machines the sending view is written for (the machine modules it imports;
  // none known: any machine handling the event).
  const messages = new Map<string, Map<string, Set<string> | undefined>>();
  for (const file of sources.files("src/views", (n) => n.endsWith(".tsx"))) {
    const source = sources.parse(file);
    const imported = new Set([...sources.imports(file).values()].map((i) => sources.rel(i.file)).filter((f) => f.endsWith(".machine.ts")));
    const machinesOfView = imported.size ? imported : undefined;
    walk(source, (n) => {
      if (!ts.isCallExpression(n)) return;
      const callee = n.expression;
      const isSend = (ts.isPropertyAccessExpression(callee) && callee.name.text === "send") || (ts.isIdentifier(callee) && callee.text === "send");
      const event = n.arguments[0];
      if (!isSend || !event || !ts.isObjectLiteralExpression(event)) return;
      const typeProperty = event.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === "type") as ts.PropertyAssignment | undefined;
      const type = stringValue(typeProperty?.initializer);
      if (!type) return;
      const elements: ts.JsxAttribute[] = [];
      const direct = handlerOf(n);
      if (direct) elements.push(direct);
      else {
        const name = enclosingFunctionName(n);
        if (name) {
          walk(source, (m) => {
            if (!ts.isJsxAttribute(m) || !/^on[A-Z]/.test(m.name.getText()) || !m.initializer || !ts.isJsxExpression(m.initializer) || !m.initializer.expression) return;
            let uses = false;
            walk(m.initializer.expression, (k) => {
              if (ts.isIdentifier(k) && k.text === name) uses = true;
            });
            if (uses) elements.push(m);
          });
        }
      }
      for (const attribute of elements) {
        const message = controlLabel(sources, file, attribute);
        if (!message) continue;
        const byMessage = messages.get(type) ?? new Map<string, Set<string> | undefined>();
        const known = byMessage.get(message);
        // A message sent from a view written for no particular machine applies to any.
        byMessage.set(message, byMessage.has(message) && (!known || !machinesOfView) ? undefined : new Set([...(known ?? []), ...(machinesOfView ?? [])]));
        if (!machinesOfView) byMessage.set(message, undefined);
        messages.set(type, byMessage);
      }
    });
  }
  const out = new Map<string, { labels: StudioTransition["labels"]; machines?: Set<string> }[]>();
  for (const [type, byMessage] of messages) {
    out.set(
      type,
      [...byMessage].map(([id, machines]) => {
        const th = catalogues.th.get(id);
        const labels: StudioTransition["labels"] = [{ lang: "en", text: catalogues.en.get(id) || id }, ...(th ? [{ lang: "th" as const, text: th }] : [])];
        return { labels, machines };
      }),
    );
  }
  return out;
}

/** Puts each event's labels on every transition it triggers. */
export function linkLabels(sources: Sources, machines: StudioMachine[]): void {
  const labels = eventLabels(sources);
  for (const machine of machines) {
    for (const t of machine.transitions) {
      t.labels = (labels.get(t.event) ?? []).filter((l) => !l.machines || l.machines.has(machine.file)).flatMap((l) => l.labels);
    }
  }
}
