import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import type { ErrorInfo } from "../../contract";
import { errorMessage } from "../../i18n/error-message";
import { useOpenedOnceMounted } from "../common/MountWhenNeeded";
import { useMessageText } from "../common/use-message-text";
import type { FreePlayRef } from "./use-free-play-ref";

type FreePlayFailedModalProps = { freePlay: FreePlayRef | undefined; failed: boolean; error: ErrorInfo | undefined };

/** The trial session's failure with Retry and Close. (Loaded by FreePlayStatus.) */
export function FreePlayFailedModal({ freePlay, failed, error }: FreePlayFailedModalProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const opened = useOpenedOnceMounted(failed);
  const close = () => freePlay?.send({ type: "FREEPLAY.CLOSE" });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Free play`}
      centered
      size="sm"
      closeButtonProps={{ "aria-label": t`Close dialog` }}
    >
      <Text mb="lg">{error ? text(errorMessage(error)) : <Trans>Free play could not be started.</Trans>}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={close}>
          <Trans>Close</Trans>
        </Button>
        <Button onClick={() => freePlay?.send({ type: "FREEPLAY.RETRY" })} data-autofocus>
          <Trans>Retry</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
