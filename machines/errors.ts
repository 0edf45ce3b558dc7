import type { ErrorInfo, ErrorKind } from "../contract";

const KINDS: readonly ErrorKind[] = ["network", "timeout", "http", "unauthorized", "maintenance", "server", "malformed", "unknown"];

/** Reads the plain `ErrorInfo` out of whatever an actor threw; anything else becomes kind "unknown". */
export function asErrorInfo(error: unknown): ErrorInfo {
  if (typeof error === "object" && error !== null && "kind" in error && KINDS.includes((error as ErrorInfo).kind)) {
    const { kind, status, errorCode, value } = error as ErrorInfo;
    const message = (error as { serverMessage?: string }).serverMessage ?? (error as ErrorInfo).message;
    return { kind, status, message, errorCode, value };
  }
  return { kind: "unknown" };
}
