import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { StudioCatalogue, StudioScreens } from "../src/studio/model";

const root = resolve(import.meta.dirname, "..");

/** The catalogue the studio was built from (vite.studio.config.ts: the generated one, else the fixture). */
export function builtCatalogue(): StudioCatalogue {
  const generated = resolve(root, "src/studio/generated/catalogue.json");
  const file = existsSync(generated) ? generated : resolve(root, "tests/studio/fixtures/catalogue.json");
  return JSON.parse(readFileSync(file, "utf8")) as StudioCatalogue;
}

/** The machine files of the project: machines/*.machine.ts. */
export const machineFiles = () => readdirSync(resolve(root, "machines")).filter((name) => name.endsWith(".machine.ts")).map((name) => `machines/${name}`);

/** The pictures `npm run studio` took, if it has run. */
export function screenShots(): StudioScreens["shots"] {
  const manifest = resolve(root, "dist-studio-screens/manifest.json");
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as StudioScreens).shots : [];
}
