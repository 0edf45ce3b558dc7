// Which folder a client build goes to, and which one `npm start` serves: debug builds never share the production dist/.
// VITE_INSPECTOR=on (the Stately inspector, with or without recording) builds into dist-inspector/, VITE_SESSION_RECORDING=on
// alone into dist-recording/, everything else into dist/. Used by vite.config.ts and scripts/start.mjs.

/** @param {Record<string, string | undefined>} env */
export function clientDir(env) {
  if (env.VITE_INSPECTOR === "on") return "dist-inspector";
  if (env.VITE_SESSION_RECORDING === "on") return "dist-recording";
  return "dist";
}
