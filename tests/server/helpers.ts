import forge from "node-forge";
import { expect } from "vitest";
import { envelopeSchema, type Envelope } from "../../src/contract";
import { createReferenceServer, type ReferenceServer, type ReferenceServerOptions } from "../../server/app";

export type Answer = { status: number; headers: Headers; text: string; json: Envelope | undefined };
export type RequestOptions = { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; cookie?: string };

/** A server on a private in-memory database, dev routes on, request log off. */
export function makeServer(opts: Partial<ReferenceServerOptions> = {}): Promise<ReferenceServer> {
  return createReferenceServer({ databaseUrl: ":memory:", devRoutes: true, log: false, ...opts });
}

/** One request through `app.request`, answer parsed as an envelope when it is JSON. */
export async function send(server: ReferenceServer, method: string, path: string, opts: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.Authorization = opts.token;
  if (opts.cookie) headers.Cookie = opts.cookie;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["Content-Type"] ??= "application/json";
  }
  const res = await server.app.request(`http://localhost${path}`, { method, headers, body });
  const text = await res.text();
  let json: Envelope | undefined;
  try {
    json = envelopeSchema.parse(JSON.parse(text)) as Envelope;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

export const get = (server: ReferenceServer, path: string, opts?: RequestOptions) => send(server, "GET", path, opts);
export const post = (server: ReferenceServer, path: string, body: unknown, opts?: RequestOptions) => send(server, "POST", path, { ...opts, body });

/**
 * The platform's scheme (platform-notes.md), written with node-forge as a client would: DES-ECB/PKCS7 of the
 * JSON with the first 8 characters of a 16-character key, base64; header = raw RSA of the reversed key.
 */
export function encryptForPlatform(payload: unknown, modulusHex: string, key = "Qw3rTy7uIo9pAs1d"): { value: string; encryption: string } {
  const cipher = forge.cipher.createCipher("DES-ECB", forge.util.createBuffer(forge.util.encodeUtf8(key.slice(0, 8))));
  cipher.start({});
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(payload))));
  if (!cipher.finish()) throw new Error("DES failed");
  const value = forge.util.encode64(cipher.output.getBytes());
  const reversed = [...key].reverse().join("");
  const m = new forge.jsbn.BigInteger(forge.util.bytesToHex(forge.util.encodeUtf8(reversed)), 16);
  const encryption = m.modPow(new forge.jsbn.BigInteger("10001", 16), new forge.jsbn.BigInteger(modulusHex, 16)).toString(16);
  return { value, encryption };
}

export async function rsaModulus(server: ReferenceServer): Promise<string> {
  const answer = await get(server, `/wps/session/key/rsa?t=${Date.now()}`);
  return String(answer.json?.value);
}

export type LoginBody = { username: string; password: string; captcha?: string; type?: "username" | "sms" };

/** POST /wps/session/login with an encrypted body. */
export async function login(server: ReferenceServer, body: LoginBody, opts: RequestOptions = {}): Promise<Answer> {
  const modulus = await rsaModulus(server);
  const { value, encryption } = encryptForPlatform({ type: "username", loginDeviceId: "test-device", ...body }, modulus);
  return send(server, "POST", "/wps/session/login", { ...opts, body: { value }, headers: { ...opts.headers, Encryption: encryption } });
}

/** Logs in and returns the token (fails the test otherwise). */
export async function tokenFor(server: ReferenceServer, username: string, password: string): Promise<string> {
  const answer = await login(server, { username, password });
  expect(answer.json?.success, answer.text).toBe(true);
  return (answer.json?.value as { token: string }).token;
}

/** The `cid=...` part of a Set-Cookie header. */
export function cookieOf(headers: Headers): string | undefined {
  return headers.get("set-cookie")?.split(";")[0];
}
