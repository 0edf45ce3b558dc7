// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { calls } from "../../contract/calls";
import type { ReferenceServer } from "../../server/app";
import { get, makeServer, post, send } from "./helpers";

const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' http://localhost:* http://127.0.0.1:*; frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

let staticDir: string;
let server: ReferenceServer;

beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), "reference-static-"));
  mkdirSync(join(staticDir, "assets"));
  writeFileSync(join(staticDir, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
  writeFileSync(join(staticDir, "assets", "app-abc123.js"), "console.log('app')");
  writeFileSync(join(staticDir, "robots.txt"), "User-agent: *");
});
afterAll(() => {
  rmSync(staticDir, { recursive: true, force: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

function expectSecurityHeaders(headers: Headers, what: string): void {
  expect(headers.get("content-security-policy"), what).toBe(CSP);
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("x-frame-options"), what).toBe("DENY");
  expect(headers.get("referrer-policy"), what).toBe("same-origin");
}

describe("every answer", () => {
  it("carries the security headers", async () => {
    server = await makeServer({ staticDir });
    const token = (await post(server, "/dev/system", {})).headers;
    expectSecurityHeaders(token, "dev route");
    for (const path of [calls.systemStatus.path, calls.memberInfo.path, "/wps/nope", "/login", "/assets/app-abc123.js", "/media/banners/1.svg"]) {
      expectSecurityHeaders((await get(server, path)).headers, path);
    }
  });
});

describe("the demo game", () => {
  it("may be framed by the site itself and by nothing else", async () => {
    server = await makeServer({ staticDir });
    for (const path of ["/demo-game?ticket=x", "/demo-game/app.js"]) {
      const { headers } = await get(server, path);
      expect(headers.get("content-security-policy"), path).toBe(CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
      expect(headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
    expect((await get(server, "/demo-gamex")).headers.get("x-frame-options")).toBe("DENY");
  });
});

describe("compression", () => {
  it("gzips the built client and JSON for a client that accepts it, and not for one that does not", async () => {
    writeFileSync(join(staticDir, "assets", "big-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
    server = await makeServer({ staticDir });
    const gzipped = await server.app.request("http://localhost/assets/big-abc123.js", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/Accept-Encoding/i);
    const body = new Uint8Array(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(1000);
    const plain = await server.app.request("http://localhost/assets/big-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(4000);
  });
});

describe("unknown paths and bad requests", () => {
  it("answer a 404 envelope for an unknown /wps path", async () => {
    server = await makeServer();
    const answer = await get(server, "/wps/no/such/call", { headers: { Language: "EN" } });
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ success: false, message: "Not found" });
  });

  it("answer 400 INVALID_REQUEST for a body that is not JSON", async () => {
    server = await makeServer();
    const answer = await send(server, "POST", "/dev/system", { rawBody: "{nope", headers: { "Content-Type": "application/json" } });
    expect(answer.status).toBe(400);
    expect(answer.json?.errorCode).toBe("INVALID_REQUEST");
  });

  it("answer 413 for an oversized /wps body", async () => {
    server = await makeServer();
    const answer = await send(server, "POST", calls.login.path, { rawBody: "x".repeat(70 * 1024), headers: { "Content-Type": "text/plain" } });
    expect(answer.status).toBe(413);
    expect(answer.json?.success).toBe(false);
  });
});

describe("unexpected exceptions", () => {
  it("answer 500 system busy and write a log line", async () => {
    server = await makeServer();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    server.db.close();
    const answer = await get(server, calls.whitelabel.path);
    expect(answer.status).toBe(500);
    expect(answer.json).toEqual({ success: false, message: "system busy", errorCode: "system busy" });
    expect(errors).toHaveBeenCalled();
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ level: "error", path: calls.whitelabel.path });
  });
});

describe("dev routes", () => {
  it("are 404 when switched off", async () => {
    server = await makeServer({ devRoutes: false, staticDir });
    for (const [method, path] of [["GET", "/dev/system"], ["POST", "/dev/system"], ["POST", "/dev/faults"], ["POST", "/dev/reset"], ["GET", "/dev/captcha"], ["POST", "/dev/clock"]] as const) {
      const answer = await send(server, method, path, method === "POST" ? { body: {} } : {});
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json?.success).toBe(false);
    }
  });
});

describe("the built client", () => {
  it("is served, with /assets cached for good and index.html as the fallback for client routes", async () => {
    server = await makeServer({ staticDir });
    const asset = await get(server, "/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.text).toBe("console.log('app')");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get(server, "/robots.txt")).text).toBe("User-agent: *");

    for (const path of ["/", "/login", "/fish", "/agentHome", "/lottery?gameCode=X"]) {
      const page = await get(server, path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain("<div id=root>");
      expect(page.headers.get("cache-control"), path).toBe("no-cache");
    }
    expect((await get(server, "/assets/missing.js")).status).toBe(404);
    expect((await get(server, "/favicon.ico")).status).toBe(404);
    expect((await get(server, "/wps/nope")).json?.success).toBe(false);
    expect((await get(server, "/lgw/games/unknown")).status).toBe(404);
    expect((await get(server, "/dev/nothing")).status).toBe(404);
  });
});

describe("request log", () => {
  it("writes one JSON line per request", async () => {
    server = await makeServer({ log: true });
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    await get(server, `${calls.systemStatus.path}?x=1`);
    await get(server, calls.memberInfo.path);
    vi.mocked(process.stdout.write).mockRestore();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ level: "info", method: "GET", path: calls.systemStatus.path, status: 200 });
    expect(entries[1]).toMatchObject({ level: "warn", path: calls.memberInfo.path, status: 401 });
    expect(typeof entries[0]?.ms).toBe("number");
    expect(typeof entries[0]?.time).toBe("string");
  });
});
