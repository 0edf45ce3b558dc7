// Server figures for `npm run bench` (run with tsx; prints one JSON line), load made by autocannon: login p95 one
// client at a time, login throughput and errors with 50 concurrent clients, the CPU time of one password hash, balance
// p95 with one and with 50 concurrent clients, and p95 of the game-list search (one client at a time).
// Usage: tsx scripts/bench/server-load.ts <base URL> [search-only]
import { availableParallelism } from "node:os";
import autocannon from "autocannon";
import { hashPassword } from "../../server/passwords";
import { encryptPayload } from "../../src/api/cipher";

const base = process.argv[2] ?? "http://127.0.0.1:4295";
const searchOnly = process.argv[3] === "search-only";
const CLIENTS = 50;

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN;
};

type Run = { times: number[]; failed: number; seconds: number; lastValue: unknown };

/**
 * `amount` requests over `connections` kept-alive connections, each client sending its next request when the last is
 * answered; `next(i)` makes the i-th request. Failed: connection errors and timeouts, non-2xx, and 2xx answers whose
 * envelope is not `success: true`. `seconds` runs to the last answer (autocannon's own duration ends on a 1 s tick).
 */
async function load(connections: number, amount: number, next: (i: number) => autocannon.Request): Promise<Run> {
  const times: number[] = [];
  let made = 0;
  let failedEnvelopes = 0;
  let lastValue: unknown;
  let end = 0;
  const start = performance.now();
  const request: autocannon.Request = {
    setupRequest: (req) => ({ ...req, ...next(made++) }),
    onResponse: (status, body) => {
      if (status < 200 || status > 299) return;
      let envelope: { success?: boolean; value?: unknown } | undefined;
      try {
        envelope = JSON.parse(body) as typeof envelope;
      } catch {
        /* not an envelope: failed */
      }
      if (envelope?.success === true) lastValue = envelope.value;
      else failedEnvelopes += 1;
    },
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    // A request autocannon gives up on is still worked on by the server: a wait longer than its 10 s default (50
    // logins queued on a loaded machine) would count as an error and skew the throughput.
    const options = { url: base, connections, amount, timeout: 60, requests: [request] };
    const instance = autocannon(options, (error, r) => (error ? reject(error) : resolve(r)));
    instance.on("response", (_client, _status, _bytes, ms) => {
      times.push(ms);
      end = performance.now();
    });
  });
  return { times, failed: result.non2xx + result.errors + failedEnvelopes, seconds: (end - start) / 1000, lastValue };
}

/** As `load`, for figures that are only meaningful when every answer succeeded. */
async function loadOk(what: string, connections: number, amount: number, next: (i: number) => autocannon.Request): Promise<Run> {
  const run = await load(connections, amount, next);
  if (run.failed > 0) throw new Error(`${what}: ${run.failed} of ${amount} requests failed`);
  return run;
}

/** CPU time (ms) of one hash of the server's own password function (scrypt, N = 16384), over fresh salts (it memoises). */
function hashCpuMs(count = 20): number {
  hashPassword("Demo1234", "bench-warm-up");
  const before = process.cpuUsage();
  for (let i = 0; i < count; i += 1) hashPassword("Demo1234", `bench-${i}`);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

/** Login requests for the demo account; each body is encrypted apart, since the server refuses a body seen before. */
async function logins(count: number): Promise<autocannon.Request[]> {
  const modulus = String(((await (await fetch(`${base}/wps/session/key/rsa`)).json()) as { value: string }).value);
  const payload = { type: "username", loginDeviceId: "bench-device", username: "demo", password: "Demo1234" };
  const encrypted = await Promise.all(Array.from({ length: count }, () => encryptPayload(payload, modulus)));
  return encrypted.map(({ body, encryption }) => ({
    method: "POST",
    path: "/wps/session/login",
    headers: { "content-type": "application/json", encryption },
    body: JSON.stringify(body),
  }));
}

const words = ["Golden", "Dragon", "Lucky Koi", "Fortune 3", "zzz", "Rush", "Mega Gold", "Tiger", "Wild", "Ocean"];
const search = (i: number): autocannon.Request => ({
  path: `/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42&gameName=${encodeURIComponent(words[i % words.length]!)}${i % 3 === 0 ? "&vassalage=PG" : ""}`,
});
await loadOk("game-list search (warm-up)", 1, 10, search); // warms the page cache
const result: Record<string, number> = { search: p95((await loadOk("game-list search", 1, 100, search)).times) };

if (!searchOnly) {
  const hashMs = hashCpuMs();
  const cores = availableParallelism();
  const concurrentLogins = 6 * CLIENTS;
  const oneClientLogins = 60;
  const bodies = await logins(concurrentLogins + oneClientLogins);
  const concurrent = await load(CLIENTS, concurrentLogins, (i) => bodies[i]!);
  // One at a time after the concurrent ones: the last login's session is then the one left open (a login ends the others).
  const oneClient = await loadOk("login, one client", 1, oneClientLogins, (i) => bodies[concurrentLogins + i]!);
  const { token } = oneClient.lastValue as { token: string };
  const balance = (): autocannon.Request => ({ path: "/wps/v2/wallets/balance", headers: { authorization: token } });
  await loadOk("balance (warm-up)", 1, 100, balance);
  const balanceOne = await loadOk("balance, one client", 1, 1000, balance);
  const balanceConcurrent = await loadOk("balance, 50 concurrent", CLIENTS, 100 * CLIENTS, balance);
  Object.assign(result, {
    hashMs,
    cores,
    loginLimit: cores / (hashMs / 1000),
    loginOne: p95(oneClient.times),
    loginThroughput: (concurrentLogins - concurrent.failed) / concurrent.seconds,
    loginErrors: concurrent.failed,
    balanceOne: p95(balanceOne.times),
    balanceConcurrent: p95(balanceConcurrent.times),
  });
}
console.log(JSON.stringify(result));
