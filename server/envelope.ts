import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../src/contract";

/** A successful answer: HTTP 200 `{ success: true, value }`. */
export function ok(c: Context, value: unknown): Response {
  const body: Envelope = { success: true, value };
  return c.json(body, 200);
}

/** A failed answer: `{ success: false, errorCode, message, value? }` with the given HTTP status (200 is allowed). */
export function fail(c: Context, status: ContentfulStatusCode, errorCode: string, message: string, value?: unknown): Response {
  const body: Envelope = { success: false, message, errorCode };
  if (value !== undefined) body.value = value;
  return c.json(body, status);
}
