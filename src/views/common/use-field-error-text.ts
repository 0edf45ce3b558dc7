import type { FieldError } from "../../../machines/validation";
import { fieldErrorMessage } from "../../i18n/field-error-message";
import { useMessageText } from "./use-message-text";

/** The message under a refused field, or undefined when the field is fine; `subject` words the length message. */
export function useFieldErrorText(subject: "password" | "other" = "password"): (error: FieldError | undefined) => string | undefined {
  const text = useMessageText();
  return (error) => (error ? text(fieldErrorMessage(error, subject)) : undefined);
}
