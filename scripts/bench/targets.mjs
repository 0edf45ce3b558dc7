// The speed targets and the report lines: every figure is printed with its target and "met" or "not met".

/** Size budgets per route (gzip KiB of the JS and CSS a route loads before the network goes idle). */
export const SIZE_BUDGETS = {
  "/": { js: 200, css: 20 },
  "/rng": { js: 190, css: 20 },
  "/games/all": { js: 190, css: 20 },
};

/** Lighthouse mobile preset, median of the runs; times in ms. */
export const LIGHTHOUSE_TARGETS = { score: 95, fcp: 1200, lcp: 2000, tbt: 150, cls: 0.02, accessibility: 100 };
export const LIST_TARGETS = { inp: 100, nodes: 1500 };
/**
 * The reference server: p95 in ms with one client at a time and with 50 concurrent clients; under 50
 * concurrent logins no errors and a throughput of at least `loginShare` of the password hash's limit (cores / CPU
 * time of one hash), since the hash stays as costly as it is.
 */
export const SERVER_TARGETS = { search: 50, loginOne: 60, loginShare: 0.8, loginErrors: 0, balanceOne: 10, balanceConcurrent: 60 };

const results = [];

/** Prints one figure, e.g. `LCP 1.62 s (target <= 1.80 s) met`; `higher` means the target is a floor. */
export function report(label, value, target, { unit = "", digits = 0, higher = false, note = "" } = {}) {
  const met = higher ? value >= target : value <= target;
  const show = (n) => `${n.toFixed(digits)}${unit}`;
  results.push({ label, met });
  console.log(`${label.padEnd(44)} ${show(value).padStart(11)}  (target ${higher ? ">=" : "<="} ${show(target)})  ${met ? "met" : "NOT MET"}${note ? `  ${note}` : ""}`);
}

/** The figures of scripts/bench/server-load.ts; `games` names the seed size of the search (login and balance only when measured). */
export function reportServerLoad(load, games) {
  const t = SERVER_TARGETS;
  if (load.loginOne !== undefined) {
    const note = `(one hash ${load.hashMs.toFixed(1)} ms of CPU, ${load.cores} cores: limit ${load.loginLimit.toFixed(1)}/s)`;
    report("server login p95, one client", load.loginOne, t.loginOne, { unit: " ms" });
    report("server login throughput, 50 concurrent", load.loginThroughput, t.loginShare * load.loginLimit, { unit: "/s", digits: 1, higher: true, note });
    report("server login errors, 50 concurrent", load.loginErrors, t.loginErrors);
    report("server balance p95, one client", load.balanceOne, t.balanceOne, { unit: " ms", digits: 1 });
    report("server balance p95, 50 concurrent", load.balanceConcurrent, t.balanceConcurrent, { unit: " ms" });
  }
  report(`server p95 game-list search (${games})`, load.search, t.search, { unit: " ms" });
}

export function summary() {
  const missed = results.filter((r) => !r.met);
  console.log(`\n${results.length - missed.length} of ${results.length} targets met${missed.length ? `; not met: ${missed.map((r) => r.label.trim()).join("; ")}` : ""}`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
