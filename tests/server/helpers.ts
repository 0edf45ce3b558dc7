import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { encryptPayload, randomKey } from "../../src/api/cipher";
import { expect } from "vitest";
import { envelopeSchema, type Envelope } from "../../contract";
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
 * The client's own encryption (src/api/cipher.ts), so these tests are a real client-to-server round trip. A fresh
 * random key per request, as the client makes it: the server refuses a replayed body.
 */
export async function encryptForPlatform(payload: unknown, modulusHex: string, key = randomKey()): Promise<{ value: string; encryption: string }> {
  const { body, encryption } = await encryptPayload(payload, modulusHex, key);
  return { value: body.value, encryption };
}

export async function rsaModulus(server: ReferenceServer): Promise<string> {
  const answer = await get(server, `/wps/session/key/rsa?t=${Date.now()}`);
  return String(answer.json?.value);
}

export type LoginBody = {
  username: string;
  password: string;
  captcha?: string;
  type?: "username" | "sms";
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
};

/** POST to an encrypted call (body encrypted with the client's cipher, `Encryption` header set). */
export async function postEncrypted(server: ReferenceServer, path: string, payload: unknown, opts: RequestOptions = {}): Promise<Answer> {
  const { value, encryption } = await encryptForPlatform(payload, await rsaModulus(server));
  return send(server, "POST", path, { ...opts, body: { value }, headers: { ...opts.headers, Encryption: encryption } });
}

/** PUT to an encrypted call (the register calls). */
export async function putEncrypted(server: ReferenceServer, path: string, payload: unknown, opts: RequestOptions = {}): Promise<Answer> {
  const { value, encryption } = await encryptForPlatform(payload, await rsaModulus(server));
  return send(server, "PUT", path, { ...opts, body: { value }, headers: { ...opts.headers, Encryption: encryption } });
}

/** A human-verification proof as the client makes it: the server's challenge solved with altcha-lib, base64 JSON. */
export async function humanProof(server: ReferenceServer): Promise<string> {
  const answer = await get(server, "/wps/verification/challenge");
  expect(answer.json?.success, answer.text).toBe(true);
  const challenge = answer.json?.value as Parameters<typeof solveChallenge>[0]["challenge"];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Asks for a registration SMS code and reads it from GET /dev/sms. */
export async function registerCodeFor(server: ReferenceServer, mobileNo: string, type: "register" | "registerMobile" = "registerMobile", countryDialingCode = "+66"): Promise<string> {
  const sent = await post(server, "/wps/verification/sms/register", { mobileNo, countryDialingCode, type, humanVerification: await humanProof(server) });
  expect(sent.json?.success, sent.text).toBe(true);
  const peek = await get(server, `/dev/sms?mobile=${encodeURIComponent(`${countryDialingCode}${mobileNo.replace(/^0/, "")}`)}&purpose=register`);
  return (peek.json?.value as { code: string }).code;
}

/** POST `application/x-www-form-urlencoded` fields. */
export function postForm(server: ReferenceServer, path: string, fields: Record<string, string>, opts: RequestOptions = {}): Promise<Answer> {
  return send(server, "POST", path, {
    ...opts,
    rawBody: new URLSearchParams(fields).toString(),
    headers: { ...opts.headers, "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** Asks for an SMS code and reads it from GET /dev/sms. */
export async function smsCodeFor(server: ReferenceServer, mobileNum: string, purpose: "login" | "resetPassword", countryDialingCode = "+66"): Promise<string> {
  const sent = await post(server, "/wps/verification/sms/noLogin", { mobileNum, countryDialingCode, purpose, humanVerification: await humanProof(server) });
  expect(sent.json?.success, sent.text).toBe(true);
  const peek = await get(server, `/dev/sms?mobile=${encodeURIComponent(`${countryDialingCode}${mobileNum.replace(/^0/, "")}`)}&purpose=${purpose}`);
  return (peek.json?.value as { code: string }).code;
}

/** POST /wps/session/login with an encrypted body. */
export async function login(server: ReferenceServer, body: LoginBody, opts: RequestOptions = {}): Promise<Answer> {
  const modulus = await rsaModulus(server);
  const { value, encryption } = await encryptForPlatform({ type: "username", loginDeviceId: "test-device", ...body }, modulus);
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

/** Logs in after solving a fresh captcha (read from GET /dev/captcha). */
export async function loginWithCaptcha(server: ReferenceServer, body: LoginBody, opts: RequestOptions = {}): Promise<Answer> {
  const image = await get(server, "/wps/captcha");
  const cookie = cookieOf(image.headers);
  const { answer } = (await get(server, "/dev/captcha", { cookie })).json?.value as { answer: string };
  return login(server, { ...body, captcha: answer }, { ...opts, cookie });
}

/** Request options asking for English answers. */
export const EN: RequestOptions = { headers: { Language: "EN" } };
