import type { HumanChallenge } from "../../contract";

/** Gives up on a challenge the browser cannot solve in time (the machine shows the error and the form stays). */
const SOLVE_TIMEOUT_MS = 20_000;

/** The reference environment's human verification: solve the server's ALTCHA challenge; the proof is base64 JSON. */
export async function solveHumanChallenge(challenge: HumanChallenge, signal: AbortSignal): Promise<string> {
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort(), { once: true });
  // The solver loads with the first challenge, not with the first screen.
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([import("altcha-lib"), import("altcha-lib/algorithms/web/sha")]);
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]["challenge"], deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw { kind: "server", errorCode: "HUMAN_VERIFICATION_FAILED" };
  return btoa(JSON.stringify({ challenge, solution }));
}
