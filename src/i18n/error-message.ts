import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ErrorInfo } from "../contract";

/** The catalogue message (spec.md section 8) for an error; the server's own text when it sent one. */
export function errorMessage(error: ErrorInfo): MessageDescriptor | string {
  switch (error.kind) {
    case "network":
      return msg`Network link is abnormal, please try again`;
    case "timeout":
      return msg`The page took longer to load, please check your network`;
    case "unauthorized":
      return msg`You are not logged in, please login`;
    case "maintenance":
      return msg`The system is under maintenance`;
    case "http":
      return error.status !== undefined && error.status >= 500
        ? msg`Network link is abnormal, please try again`
        : (error.message ?? msg`Unknown error`);
    case "server":
      return error.message || error.errorCode || msg`Unknown error`;
    case "malformed":
    case "unknown":
      return msg`Unknown error`;
  }
}
