import type { ErrorInfo, ErrorKind } from "../../contract";

/** The single error type every failed call throws; it carries the plain `ErrorInfo` the machines keep. */
export class ApiError extends Error implements ErrorInfo {
  readonly kind: ErrorKind;
  readonly status?: number;
  readonly errorCode?: string;
  readonly value?: unknown;
  readonly serverMessage?: string;

  constructor(info: ErrorInfo, detail?: string) {
    super(detail ?? info.message ?? info.kind);
    this.name = "ApiError";
    this.kind = info.kind;
    this.status = info.status;
    this.errorCode = info.errorCode;
    this.value = info.value;
    this.serverMessage = info.message;
  }

  /** Plain data for machine context; `message` is the server's text only. */
  toInfo(): ErrorInfo {
    return { kind: this.kind, status: this.status, message: this.serverMessage, errorCode: this.errorCode, value: this.value };
  }
}
