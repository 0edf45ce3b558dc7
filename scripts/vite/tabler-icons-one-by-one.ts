import type { Plugin } from "vite";

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["'];?/g;

/**
 * For the unit tests only. The views import Tabler icons by name from the package (`import { IconMail } from
 * "@tabler/icons-react"`), which the build tree-shakes; but a test process would load the package's entry and with it
 * all its 6,000 icon modules, about half a second per test file. Here each named icon becomes a default import of its
 * own module; type imports stay as they are (they vanish).
 */
export function tablerIconsOneByOne(): Plugin {
  return {
    name: "tabler-icons-one-by-one",
    enforce: "pre",
    transform(code, id) {
      if (id.includes("/node_modules/") || !code.includes("@tabler/icons-react")) return null;
      const next = code.replace(BARREL_IMPORT, (_, names: string) =>
        names
          .split(",")
          .map((name) => name.trim())
          .filter((name) => name !== "")
          .map((name) =>
            name.startsWith("type ")
              ? `import type { ${name.slice(5)} } from "@tabler/icons-react";`
              : `import ${name} from "@tabler/icons-react/dist/esm/icons/${name}.mjs";`,
          )
          .join("\n"),
      );
      return next === code ? null : { code: next, map: null };
    },
  };
}
