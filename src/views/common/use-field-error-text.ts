import type { FieldError } from "../../../machines/validation";
import { fieldErrorMessage } from "../../i18n/field-error-message";
import { useMessageText } from "./use-message-text";

/** The message under a refused field, or undefined when the field is fine. */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const text = useMessageText();
  return (error) => (error ? text(fieldErrorMessage(error)) : undefined);
}
