import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { ErrorInfo } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { FirstUseModal } from "../common/FirstUseModal";
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
  return (
    <>
      <FirstUseModal
        opened={maintenance}
        onClose={onClose}
        title={t`Game under maintenance`}
        centered
        size="lg"
      >
        <Text mb="md">
          <Trans>This game is under maintenance. Try one of these popular games:</Trans>
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {popular}
        </SimpleGrid>
      </FirstUseModal>
      <FirstUseModal
        opened={failed}
        onClose={onClose}
        title={t`The game could not start`}
        centered
        size="sm"
      >
        <Text mb="lg" role="alert">
          {error ? text(errorMessage(error)) : null}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </FirstUseModal>
    </>
  );
}
