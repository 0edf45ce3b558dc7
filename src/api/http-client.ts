import { ofetch, type FetchResponse } from "ofetch";
import { envelopeSchema, ErrorCode, firstCalls, IDEMPOTENCY_HEADER, type BodyOf, type CallDefinition, type CallName, type Language, type ValueOf } from "../../contract";
import { ApiError } from "./api-error";
import { encryptPayload } from "./cipher";
import { callKey, takeEarly, type EarlyAnswer } from "./early-answers";

export interface ApiConfig {
  /** Origin of the API; "" means the page's own origin. Pointing at another deployment is this one setting. */
  baseURL: string;
  timeoutMs: number;
  token(): string | null;
  merchant(): string | null;
  language(): Language;
  /** A 401 on a call made with a session: the session is over. */
  onUnauthorized(): void;
  /** HTTP 400 `function.not.available`: the platform went into maintenance. */
  onMaintenance(): void;
}

export interface RequestOptions<N extends CallName> {
  query?: Record<string, string | number | boolean | undefined>;
  body?: BodyOf<N>;
  signal?: AbortSignal;
  /** Money calls (`idempotent` in the contract): the same key for a retry of the same request. */
  idempotencyKey?: string;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * An early answer is usually in before the app asks for it; taken in the same task, the root's whole start-up (every
 * flow those answers move on, and what they ask next) ran as one long task. Each now goes on in a task of its own.
 */
function afterThisTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

let laterCalls: Promise<Record<string, CallDefinition>> | undefined;

/**
 * The definition of a call the first screen does not make: their schemas load with the first of them
 * (contract/later-calls.ts), and a failed load is that call's network error.
 */
async function laterDefinition(name: CallName): Promise<CallDefinition> {
  laterCalls ??= import("../../contract/later-calls").then((module) => module.laterCalls);
  try {
    return (await laterCalls)[name]!;
  } catch (error) {
    laterCalls = undefined;
    throw new ApiError({ kind: "network" }, `${name}: the contract's later calls did not load (${String(error)})`);
  }
}

export function createApiClient(config: ApiConfig) {
  const http = ofetch.create({ retry: 0, ignoreResponseError: true, responseType: "text" });

  async function request<N extends CallName>(name: N, options: RequestOptions<N> = {}): Promise<ValueOf<N>> {
    // The first screen's calls go out in this task (an early answer is taken at once); the others wait for their schemas.
    const definition = name in firstCalls ? firstCalls[name as keyof typeof firstCalls] : await laterDefinition(name);
    const headers = new Headers({ Language: config.language().toUpperCase(), "Module-Id": definition.module });
    const token = config.token();
    if (token) headers.set("Authorization", token);
    const merchant = config.merchant();
    if (merchant) headers.set("Merchant", merchant);
    for (const [header, value] of Object.entries(definition.headers ?? {})) headers.set(header, value);
    if ("idempotent" in definition && definition.idempotent) {
      if (!options.idempotencyKey) throw new ApiError({ kind: "unknown" }, `${name} is a money call and needs an idempotency key`);
      headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
    }

    let body: unknown = options.body;
    if (definition.form && body !== undefined) {
      body = new URLSearchParams(body as Record<string, string>);
      headers.set("Content-Type", "application/x-www-form-urlencoded");
    }
    if (definition.encrypted) {
      const modulus = await request("rsaKey", { query: { t: Date.now() }, signal: options.signal });
      const encrypted = await encryptPayload(body, modulus);
      body = encrypted.body;
      headers.set("Encryption", encrypted.encryption);
    }

    // A GET the page's entry already started (early-answers.ts) is this request: not sent twice, and its failure (a
    // timeout, the network) is this request's failure, not a reason to wait a second time.
    const early = definition.method === "GET" ? takeEarly(callKey(definition.path, options.query, headers)) : undefined;
    const answer = early
      ? await early.then(afterThisTask, (error: unknown) => {
          throw transportError(error);
        })
      : await send(definition, options, body, headers);
    const value = readAnswer(answer, Boolean(token));
    const parsed = definition.value.safeParse(value);
    if (!parsed.success) throw new ApiError({ kind: "malformed" }, `${name}: answer does not match the contract`);
    return parsed.data as ValueOf<N>;
  }

  async function send<N extends CallName>(definition: CallDefinition, options: RequestOptions<N>, body: unknown, headers: Headers): Promise<EarlyAnswer> {
    let response: FetchResponse<string>;
    // ofetch ignores its own `timeout` when a signal is given, so both are combined here.
    const deadline = withTimeout(options.signal, config.timeoutMs);
    try {
      response = await http.raw<string, "text">(definition.path, {
        baseURL: config.baseURL || undefined,
        method: definition.method,
        query: options.query,
        body: body as Record<string, unknown> | URLSearchParams | undefined,
        headers,
        signal: deadline.signal,
      });
    } catch (error) {
      throw transportError(error);
    } finally {
      deadline.clear();
    }
    return { status: response.status, text: response._data ?? "" };
  }

  function readAnswer({ status, text }: EarlyAnswer, hadSession: boolean): unknown {
    const envelope = envelopeSchema.safeParse(parseJson(text));
    const errorCode = envelope.success ? envelope.data.errorCode ?? undefined : undefined;
    const message = envelope.success ? envelope.data.message ?? undefined : undefined;

    if (status === 401 || errorCode === ErrorCode.notLoggedIn) {
      if (hadSession) config.onUnauthorized();
      throw new ApiError({ kind: "unauthorized", status, errorCode, message });
    }
    if (errorCode === ErrorCode.maintenance) {
      config.onMaintenance();
      throw new ApiError({ kind: "maintenance", status, errorCode, message });
    }
    if (status < 200 || status >= 300) throw new ApiError({ kind: "http", status, errorCode, message });
    if (!envelope.success) throw new ApiError({ kind: "malformed", status }, "answer is not the platform envelope");
    if (!envelope.data.success) {
      throw new ApiError({ kind: "server", status, errorCode, message, value: envelope.data.value });
    }
    return envelope.data.value;
  }

  return { request };
}

/**
 * A signal that aborts with a TimeoutError after `ms`, or with `signal`'s reason. Not `AbortSignal.any([signal,
 * AbortSignal.timeout(ms)])`: Node 20 may collect a timeout signal held only by a composite, and the request then never
 * times out (nodejs/node#57736). Here the timer holds the controller; `clear` ends both when the request is over.
 */
function withTimeout(signal: AbortSignal | undefined, ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("The request timed out", "TimeoutError")), ms);
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener("abort", follow, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", follow);
    },
  };
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A request that got no answer: timed out, or the network failed. */
function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const cause = (error as { cause?: { name?: string } } | null)?.cause;
  const name = (error as { name?: string } | null)?.name;
  if (cause?.name === "TimeoutError" || name === "TimeoutError") return new ApiError({ kind: "timeout" });
  return new ApiError({ kind: "network" }, String((error as Error | null)?.message ?? error));
}
