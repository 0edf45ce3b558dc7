import { startReferenceServer } from "../../server/main";
import { createApiClient, type ApiConfig } from "../../src/api/http-client";
import type { Language } from "../../contract";

export type RunningServer = Awaited<ReturnType<typeof startReferenceServer>>;

/** The reference server in-process on a free port, with an in-memory database and dev routes on. */
export function startTestServer(): Promise<RunningServer> {
  return startReferenceServer({ databaseUrl: ":memory:", devRoutes: true, log: false, port: 0, host: "127.0.0.1" });
}

/** Calls a dev route (fault injection, system switch, reset). */
export async function dev(server: RunningServer, method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}/dev${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; value?: unknown; message?: string };
  if (!json.success) throw new Error(`dev ${path}: ${json.message}`);
  return json.value;
}

export interface TestClient {
  api: ReturnType<typeof createApiClient>;
  token: string | null;
  language: Language;
  events: string[];
}

export function testClient(server: RunningServer, overrides: Partial<ApiConfig> = {}): TestClient {
  const client: TestClient = { api: undefined as never, token: null, language: "en", events: [] };
  client.api = createApiClient({
    baseURL: server.url,
    timeoutMs: 5000,
    token: () => client.token,
    merchant: () => "DEMO",
    language: () => client.language,
    onUnauthorized: () => client.events.push("unauthorized"),
    onMaintenance: () => client.events.push("maintenance"),
    ...overrides,
  });
  return client;
}

/** Logs in through the real, encrypted login call. */
export async function signIn(client: TestClient, username = "demo", password = "Demo1234"): Promise<string> {
  const answer = await client.api.request("login", { body: { username, password, type: "username", loginDeviceId: "test-device" } });
  client.token = answer.token;
  return answer.token;
}
