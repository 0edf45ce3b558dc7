/**
 * The one error shape every failed call becomes. It is plain data so machines can keep it in context
 * (and the inspector can show it); the views turn `kind` into the catalogue message of spec.md section 8.
 */
export type ErrorKind =
  | "network"
  | "timeout"
  | "http"
  | "unauthorized"
  | "maintenance"
  | "server"
  | "malformed"
  | "unknown";

export interface ErrorInfo {
  kind: ErrorKind;
  /** HTTP status when there was one. */
  status?: number;
  /** The server's own `message` (kind "server"), shown as is. */
  message?: string;
  errorCode?: string;
  /** The answer's `value` on `success: false` (a login failure carries `{ captcha: true }`). */
  value?: unknown;
}
