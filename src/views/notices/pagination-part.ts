// Imported, then exported: the per-component CSS plugin (scripts/vite/mantine-css.ts) reads `import { ... } from "@mantine/core"`.
import { Pagination } from "@mantine/core";

export { Pagination };
