import type * as z from "zod/mini";

// One call of the contract: its method, path, who may make it and the schemas of its body and answer. Each area's
// table (`*-calls.ts`) builds its calls with `call()`; `first-calls.ts` and `later-calls.ts` hold the tables.

/**
 * Money calls (transfer, recall, deposit and withdrawal requests, withdrawal confirmation, transfer to upline, demo
 * game spin) and the submissions that must not be filed twice (feedback, the affiliate application) carry this header.
 * The same key with the same body answers the first success again and moves or files nothing;
 * the same key with another body is refused with IDEMPOTENCY_KEY_REUSED. Keys are kept at least 24 hours. A failed
 * call stores nothing, so retrying it with its key is safe.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";
/** Who may make the call: anyone, or only a holder of a session token (section 6 of spec.md). */
export type CallAccess = "guest" | "member";

export interface CallDefinition<TValue extends z.ZodMiniType = z.ZodMiniType, TBody extends z.ZodMiniType | undefined = z.ZodMiniType | undefined> {
  method: HttpMethod;
  path: string;
  /** Platform module id sent in the `Module-Id` header. */
  module: string;
  access: CallAccess;
  /** The body travels DES-encrypted with an RSA-wrapped key (docs/platform-wire.md). */
  encrypted?: boolean;
  /** The body travels as `application/x-www-form-urlencoded` instead of JSON. */
  form?: boolean;
  /** A money call or a one-time submission: the client sends an `Idempotency-Key` header and the server requires it. */
  idempotent?: boolean;
  /** Extra fixed request headers (free play's `X-Gateway-Version: 3`). */
  headers?: Record<string, string>;
  body?: TBody;
  value: TValue;
}

// Marked pure, so the bundler drops a call (and its schemas) that no table of a chunk uses.
/* @__NO_SIDE_EFFECTS__ */
export function call<TValue extends z.ZodMiniType, TBody extends z.ZodMiniType | undefined = undefined>(
  definition: CallDefinition<TValue, TBody>,
): CallDefinition<TValue, TBody> {
  return definition;
}
