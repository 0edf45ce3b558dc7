import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ErrorCode, type BodyOf, type CallDefinition, type CallName, type ValueOf } from "../contract";
import { calls } from "../contract/calls";
import type { Deps } from "./context";
import { DecryptError, openEncryptedBody } from "./crypto";
import { fail, ok } from "./envelope";
import { langOf, type Lang } from "./lang";
import { message } from "./messages";
import { requireMember } from "./middleware/auth";
import { firstUseOfBody } from "./store/replays";

/** What a call handler decides: the value, or a failure (HTTP 200 with success:false is a failure too). */
export type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; status: ContentfulStatusCode; errorCode: string; message: string; value?: unknown };

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });

export function failure(status: ContentfulStatusCode, errorCode: string, text: string, value?: unknown): Outcome<never> {
  return { ok: false, status, errorCode, message: text, value };
}

export type CallInput<N extends CallName> = { c: Context; body: BodyOf<N>; deps: Deps; lang: Lang };
export type CallHandler<N extends CallName> = (input: CallInput<N>) => Promise<Outcome<ValueOf<N>>>;

type BodyRead = { ok: true; body: unknown } | { ok: false; response: Response };

function isFormEncoded(c: Context): boolean {
  return (c.req.header("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded");
}

/** The body of a call: decrypted when encrypted, form fields for a form call sent form-encoded, else JSON. */
async function readBody(c: Context, definition: CallDefinition, deps: Deps): Promise<BodyRead> {
  if (!definition.body) return { ok: true, body: undefined };
  let raw: unknown;
  const text = await c.req.text();
  if (definition.encrypted) {
    let digest: string;
    try {
      ({ value: raw, digest } = openEncryptedBody(text, c.req.header("Encryption"), deps.rsa));
    } catch (error) {
      if (!(error instanceof DecryptError)) throw error;
      return { ok: false, response: fail(c, 400, ErrorCode.decryptFailed, message(c, "decryptFailed")) };
    }
    // The platform's scheme has no nonce: the same encrypted body is refused a second time (a replayed login).
    if (!(await firstUseOfBody(deps.db, digest, deps.clock.now()))) return { ok: false, response: fail(c, 400, ErrorCode.requestReplayed, message(c, "requestReplayed")) };
  } else if (definition.form && isFormEncoded(c)) {
    raw = Object.fromEntries(new URLSearchParams(text));
  } else {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, response: fail(c, 400, ErrorCode.invalidRequest, message(c, "invalidRequest")) };
    }
  }
  const parsed = definition.body.safeParse(raw);
  if (!parsed.success) return { ok: false, response: fail(c, 400, ErrorCode.invalidRequest, message(c, "invalidRequest")) };
  return { ok: true, body: parsed.data };
}

/**
 * Serves one call of the contract's `calls` table: its method and path, the token check for
 * `access: "member"`, body decryption and validation, and an answer checked against the call's
 * value schema (an answer that breaks the contract is a server bug and throws: HTTP 500).
 */
export function serveCall<N extends CallName>(app: Hono, deps: Deps, name: N, handler: CallHandler<N>): void {
  const definition: CallDefinition = calls[name];
  const handle = async (c: Context) => {
    const read = await readBody(c, definition, deps);
    if (!read.ok) return read.response;
    const outcome = await handler({ c, body: read.body as BodyOf<N>, deps, lang: langOf(c) });
    if (!outcome.ok) return fail(c, outcome.status, outcome.errorCode, outcome.message, outcome.value);
    const checked = definition.value.safeParse(outcome.value);
    if (!checked.success) throw new Error(`answer of ${name} breaks the contract: ${JSON.stringify(checked.error.issues)}`);
    return ok(c, outcome.value ?? null);
  };
  if (definition.access === "member") app.on(definition.method, definition.path, requireMember(deps, name), handle);
  else app.on(definition.method, definition.path, handle);
}
