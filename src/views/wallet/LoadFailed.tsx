import { Trans } from "@lingui/react/macro";
import { Alert, Button, Stack } from "@mantine/core";
import type { ErrorInfo } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";

/** A page whose data did not load: the message and a retry. */
export function LoadFailed({ error, onRetry }: { error: ErrorInfo | undefined; onRetry: () => void }) {
  const text = useMessageText();
  return (
    <Stack>
      <Alert role="alert" color="red" variant="light">
        {error ? text(errorMessage(error)) : null}
      </Alert>
      <Button variant="light" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
