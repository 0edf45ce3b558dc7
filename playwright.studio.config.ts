import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run studio` (scripts/studio-screens.mjs): the machine-path journeys and the page flows' screens file, with
 * STUDIO_SCREENS_DIR set so that they take a picture of each state. `npm test` uses playwright.config.ts, which never
 * matches the *.screens.ts file and takes no pictures.
 */
export default defineConfig({
  ...base,
  testMatch: ["machine-paths/*.spec.ts", "studio-screens/*.screens.ts"],
});
