import { useLingui } from "@lingui/react/macro";
import { Alert, type AlertProps } from "@mantine/core";
import type { ErrorInfo } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "./use-message-text";

interface ErrorAlertProps extends Omit<AlertProps, "children" | "onClose"> {
  error: ErrorInfo | undefined;
  /** Sends the flow's dismiss event. */
  onClose: () => void;
}

/** A flow's error as its catalogue message (role alert), closable. */
export function ErrorAlert({ error, onClose, ...props }: ErrorAlertProps) {
  const { t } = useLingui();
  const text = useMessageText();
  if (!error) return null;
  return (
    <Alert role="alert" color="red" variant="light" withCloseButton closeButtonLabel={t`Dismiss message`} onClose={onClose} {...props}>
      {text(errorMessage(error))}
    </Alert>
  );
}
