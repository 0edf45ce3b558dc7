import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { ErrorInfo } from "../../contract";
import { errorMessage } from "../../i18n/error-message";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";
import { useMessageText } from "../common/use-message-text";

type LaunchModalsProps = {
  maintenance: boolean;
  failed: boolean;
  /** The popular games' tiles. */
  popular: ReactNode;
  error: ErrorInfo | undefined;
  onClose: () => void;
};

/** Game under maintenance (with popular games) and a failed launch. (Loaded by LaunchDialogs.) */
export function LaunchModals({ maintenance, failed, popular, error, onClose }: LaunchModalsProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const maintenanceOpened = useOpenedOnceMounted(maintenance);
  const failedOpened = useOpenedOnceMounted(failed);
  return (
    <>
      <Modal
        opened={maintenanceOpened}
        onClose={onClose}
        title={t`Game under maintenance`}
        centered
        size="lg"
        closeButtonProps={{ "aria-label": t`Close dialog` }}
      >
        <Text mb="md">
          <Trans>This game is under maintenance. Try one of these popular games:</Trans>
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {popular}
        </SimpleGrid>
      </Modal>
      <Modal
        opened={failedOpened}
        onClose={onClose}
        title={t`The game could not start`}
        centered
        size="sm"
        closeButtonProps={{ "aria-label": t`Close dialog` }}
      >
        <Text mb="lg" role="alert">
          {error ? text(errorMessage(error)) : null}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
