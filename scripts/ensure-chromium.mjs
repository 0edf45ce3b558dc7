// The browser tests drive Debian's chromium (never `playwright install`). Installs it when missing and we are root.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log("Installing Debian's chromium for the browser tests…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [["update"], ["install", "-y", "--no-install-recommends", "chromium"]]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing`);
  process.exit(1);
}
