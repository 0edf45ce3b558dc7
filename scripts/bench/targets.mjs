// The issue-18 targets and the report lines: every figure is printed with its target and "met" or "not met".

/** Size budgets per route (gzip KiB of the JS and CSS a route loads before the network goes idle). */
export const SIZE_BUDGETS = {
  "/": { js: 170, css: 20 },
  "/rng": { js: 180, css: 20 },
  "/games/all": { js: 185, css: 20 },
};

export const LIGHTHOUSE_TARGETS = { score: 95, fcp: 1200, lcp: 1800, tbt: 100, cls: 0.02, accessibility: 100 };
export const LIST_TARGETS = { inp: 100, nodes: 1500 };
export const SERVER_TARGETS = { search: 50, login: 50, balance: 10 };

const results = [];

/** Prints one figure, e.g. `LCP 1.62 s (target <= 1.80 s) met`; `higher` means the target is a floor. */
export function report(label, value, target, { unit = "", digits = 0, higher = false, note = "" } = {}) {
  const met = higher ? value >= target : value <= target;
  const show = (n) => `${n.toFixed(digits)}${unit}`;
  results.push({ label, met });
  console.log(`${label.padEnd(44)} ${show(value).padStart(11)}  (target ${higher ? ">=" : "<="} ${show(target)})  ${met ? "met" : "NOT MET"}${note ? `  ${note}` : ""}`);
}

export function summary() {
  const missed = results.filter((r) => !r.met);
  console.log(`\n${results.length - missed.length} of ${results.length} targets met${missed.length ? `; not met: ${missed.map((r) => r.label.trim()).join("; ")}` : ""}`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
