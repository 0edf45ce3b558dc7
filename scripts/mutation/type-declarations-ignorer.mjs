// Stryker ignorer: the `types: { context: {} as ..., events: {} as ... }` property of an XState `setup({...})`. Its
// values exist only for TypeScript (XState never reads them at run time), so every mutant there is equivalent.
import { PluginKind, declareClassPlugin } from "@stryker-mutator/api/plugin";

class TypeDeclarationsIgnorer {
  shouldIgnore(path) {
    const { node, parentPath } = path;
    const isTypesProperty = path.isObjectProperty() && node.key.type === "Identifier" && node.key.name === "types";
    const call = parentPath?.parentPath?.node;
    const inSetup = call?.type === "CallExpression" && call.callee.type === "Identifier" && call.callee.name === "setup";
    return isTypesProperty && inSetup ? "XState setup types: declarations for TypeScript, unused at run time" : undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, "XStateSetupTypes", TypeDeclarationsIgnorer)];
