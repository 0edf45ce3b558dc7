import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../contract";

/**
 * An envelope as JSON with its Content-Length: `compress` leaves answers under its 1 KiB threshold alone (without the
 * length it gzipped every answer, a balance of 150 bytes too, through a stream and chunked encoding).
 */
function envelopeJson(c: Context, body: Envelope, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(body);
  return c.body(text, status, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(text)) });
}

/** A successful answer: HTTP 200 `{ success: true, value }`. */
export function ok(c: Context, value: unknown): Response {
  return envelopeJson(c, { success: true, value }, 200);
}

/** A failed answer: `{ success: false, errorCode, message, value? }` with the given HTTP status (200 is allowed). */
export function fail(c: Context, status: ContentfulStatusCode, errorCode: string, message: string, value?: unknown): Response {
  const body: Envelope = { success: false, message, errorCode };
  if (value !== undefined) body.value = value;
  return envelopeJson(c, body, status);
}
