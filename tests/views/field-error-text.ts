import { i18n } from "@lingui/core";
import type { FieldError } from "../../machines/validation";
import { fieldErrorMessage } from "../../src/i18n/field-error-message";

/** The English text the views show under a refused field. */
export function fieldErrorText(error: FieldError, subject: "password" | "other" = "password"): string {
  const message = fieldErrorMessage(error, subject);
  return typeof message === "string" ? message : i18n._(message);
}
