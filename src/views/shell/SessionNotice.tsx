import { useLingui } from "@lingui/react/macro";
import { Alert, Container } from "@mantine/core";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { errorMessage } from "../../i18n/error-message";

/** A message about the session (expired, unknown account type), shown until closed; closing sends SESSION.NOTICE_SEEN. */
export function SessionNotice() {
  const { i18n, t } = useLingui();
  const app = useAppActor();
  const notice = useAppSelector((snapshot) => snapshot.context.sessionNotice);
  const restoreFailed = useAppSelector((snapshot) => snapshot.matches({ running: { session: "restoreFailed" } }));
  // In restoreFailed the notice is the restore error: RestoreFailedAlert shows it with its retry.
  if (!notice || restoreFailed) return null;
  const message = errorMessage(notice);
  return (
    <Container size="xl" pt="sm" w="100%">
      <Alert
        role="alert"
        color="yellow"
        variant="light"
        withCloseButton
        closeButtonLabel={t`Dismiss message`}
        onClose={() => app.send({ type: "SESSION.NOTICE_SEEN" })}
      >
        {typeof message === "string" ? message : i18n._(message)}
      </Alert>
    </Container>
  );
}
