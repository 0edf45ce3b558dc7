import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Container, Group, Text } from "@mantine/core";
import { useAppActor, useAppSelector } from "../../app/app-context";
import { errorMessage } from "../../i18n/error-message";

/** Restoring the stored session failed (network, server): the reason and a retry. */
export function RestoreFailedAlert() {
  const { i18n, t } = useLingui();
  const app = useAppActor();
  const restoreFailed = useAppSelector((snapshot) => snapshot.matches({ running: { session: "restoreFailed" } }));
  const notice = useAppSelector((snapshot) => snapshot.context.sessionNotice);
  if (!restoreFailed) return null;
  const message = notice ? errorMessage(notice) : undefined;
  const retry = () => app.send({ type: "RETRY" });
  return (
    <Container size="xl" pt="sm" w="100%">
      <Alert role="alert" color="red" variant="light" title={t`We could not restore your session`}>
        <Group justify="space-between" gap="sm">
          {message !== undefined && <Text size="sm">{typeof message === "string" ? message : i18n._(message)}</Text>}
          <Button size="xs" onClick={retry}>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Alert>
    </Container>
  );
}
