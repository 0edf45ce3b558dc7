// The Mantine parts built on floating-ui (tooltips, menus, hover cards): a chunk of their own, loaded by
// `loadFloatingParts` (deferred-floating.tsx) on the visitor's first interaction, not with the first screen.
// Imported, then exported (not `export ... from`): the per-component CSS plugin reads `import { ... } from "@mantine/core"`.
import { HoverCard, Menu, Tooltip } from "@mantine/core";

export { HoverCard, Menu, Tooltip };
