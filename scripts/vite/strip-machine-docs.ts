import type { NodePath, PluginObj, types as t } from "@babel/core";

/** The machines' own files: `machines/<name>.machine.ts`. */
const MACHINE_FILE = /[\\/]machines[\\/][^\\/]+\.machine\.ts$/;

/** A string written out in full: `"…"` or a template without `${}`. */
function isPlainText(node: t.Node): boolean {
  return node.type === "StringLiteral" || (node.type === "TemplateLiteral" && node.expressions.length === 0);
}

function keyName(property: t.ObjectProperty): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === "Identifier") return property.key.name;
  return property.key.type === "StringLiteral" ? property.key.value : undefined;
}

/**
 * For the players' build only (vite.config.ts): the machines' `description` texts and `meta` records are for people
 * reading the flows (the studio, the path tests' catalogue, the dev server and the inspector build, which all keep
 * them), and nothing in the product reads them at run time. In the first screen's chunk they were about a third of
 * the machines' code.
 */
export function stripMachineDocs(): PluginObj {
  return {
    name: "strip-machine-docs",
    visitor: {
      ObjectProperty(path: NodePath<t.ObjectProperty>, state) {
        if (!MACHINE_FILE.test(state.filename ?? "")) return;
        const name = keyName(path.node);
        const value = path.node.value;
        if ((name === "description" && isPlainText(value)) || (name === "meta" && value.type === "ObjectExpression")) path.remove();
      },
    },
  };
}
