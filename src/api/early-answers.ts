// Answers to GET calls that the page's entry (src/boot.ts) starts while the app's code is still downloading. The API
// client takes each one, once, for the first request that asks for the same call with the same headers; a call nobody
// asks for within a minute is dropped. Nothing here may import the contract (zod): it is bundled with the entry.

export interface EarlyAnswer {
  status: number;
  text: string;
}

export type Query = Record<string, string | number | boolean | undefined>;

const KEPT_MS = 60_000;
/** The headers that make two requests for the same call different answers. */
const VARYING_HEADERS = ["Authorization", "Merchant", "Language", "Module-Id"];

const answers = new Map<string, Promise<EarlyAnswer>>();

/** What identifies a GET call: its path, its query (in any order) and the headers its answer depends on. */
export function callKey(path: string, query: Query | undefined, headers: Headers): string {
  const params = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort();
  return `${path}?${params.join("&")}#${VARYING_HEADERS.map((name) => headers.get(name) ?? "").join("|")}`;
}

/** Starts a GET call and keeps its answer (or its failure) for the API client. */
export function fetchEarly(baseURL: string, path: string, query: Query | undefined, headers: Headers, timeoutMs: number): Promise<EarlyAnswer> {
  const url = new URL(baseURL + path, window.location.href);
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
  const key = callKey(path, query, headers);
  const answer = fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then(async (response) => ({ status: response.status, text: await response.text() }));
  answers.set(key, answer);
  const drop = () => {
    if (answers.get(key) === answer) answers.delete(key);
  };
  answer.catch(drop);
  setTimeout(drop, KEPT_MS);
  return answer;
}

/** The early answer to this call, handed out once (undefined when there is none). */
export function takeEarly(key: string): Promise<EarlyAnswer> | undefined {
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}

/** The calls started early that nobody has taken yet (tests check that the app asks for each of them). */
export function untakenEarly(): string[] {
  return [...answers.keys()];
}
