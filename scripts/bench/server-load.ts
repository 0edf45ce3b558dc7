// Server figures for `npm run bench` (run with tsx; prints one JSON line):
// p95 of login and balance with 50 concurrent clients, and p95 of the game-list search (one client at a time).
// Usage: tsx scripts/bench/server-load.ts <base URL> [search-only]
import { encryptPayload } from "../../src/api/cipher";

const base = process.argv[2] ?? "http://127.0.0.1:4295";
const searchOnly = process.argv[3] === "search-only";
const CLIENTS = 50;
const ROUNDS = 6;

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN;
};

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; body: { success?: boolean; value?: unknown } }> {
  const start = performance.now();
  const res = await fetch(url, init);
  const body = (await res.json()) as { success?: boolean; value?: unknown };
  return { ms: performance.now() - start, body };
}

/** `rounds` waves of `clients` requests at once; each request's latency. */
async function waves(clients: number, rounds: number, one: (i: number) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r += 1) times.push(...(await Promise.all(Array.from({ length: clients }, (_, i) => one(r * clients + i)))));
  return times;
}

async function loginBodies(count: number) {
  const modulus = String(((await (await fetch(`${base}/wps/session/key/rsa`)).json()) as { value: string }).value);
  return Promise.all(
    Array.from({ length: count }, () => encryptPayload({ type: "username", loginDeviceId: "bench-device", username: "demo", password: "Demo1234" }, modulus)),
  );
}

async function searchP95(): Promise<number> {
  const words = ["Golden", "Dragon", "Lucky Koi", "Fortune 3", "zzz", "Rush", "Mega Gold", "Tiger", "Wild", "Ocean"];
  const times: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    const word = words[i % words.length]!;
    const vendor = i % 3 === 0 ? "&vassalage=PG" : "";
    const { ms, body } = await timed(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=42&gameName=${encodeURIComponent(word)}${vendor}`);
    if (!body.success) throw new Error(`game list: ${JSON.stringify(body)}`);
    if (i >= 5) times.push(ms); // the first few warm the page cache
  }
  return p95(times);
}

const result: Record<string, number> = { search: await searchP95() };
if (!searchOnly) {
  const bodies = await loginBodies(CLIENTS * ROUNDS);
  const login = await waves(CLIENTS, ROUNDS, async (i) => {
    const { body, encryption } = bodies[i]!;
    const answer = await timed(`${base}/wps/session/login`, { method: "POST", headers: { "Content-Type": "application/json", Encryption: encryption }, body: JSON.stringify(body) });
    if (!answer.body.success) throw new Error(`login: ${JSON.stringify(answer.body)}`);
    return answer.ms;
  });
  // A fresh session after the waves (a later login may end an earlier one's session).
  const [fresh] = await loginBodies(1);
  const last = await timed(`${base}/wps/session/login`, { method: "POST", headers: { "Content-Type": "application/json", Encryption: fresh!.encryption }, body: JSON.stringify(fresh!.body) });
  const token = (last.body.value as { token: string }).token;
  const balance = await waves(CLIENTS, ROUNDS * 2, async () => {
    const answer = await timed(`${base}/wps/v2/wallets/balance`, { headers: { Authorization: token } });
    if (!answer.body.success) throw new Error(`balance: ${JSON.stringify(answer.body)}`);
    return answer.ms;
  });
  result.login = p95(login);
  result.balance = p95(balance);
}
console.log(JSON.stringify(result));
