import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import type { ErrorInfo } from "../../../contract";
import { errorMessage } from "../../i18n/error-message";
import { FirstUseModal } from "../common/FirstUseModal";
import { useMessageText } from "../common/use-message-text";
import type { FreePlayRef } from "./use-free-play-ref";

type FreePlayFailedModalProps = { freePlay: FreePlayRef | undefined; failed: boolean; error: ErrorInfo | undefined };

/** The trial session's failure with Retry and Close. (Loaded by FreePlayStatus.) */
export function FreePlayFailedModal({ freePlay, failed, error }: FreePlayFailedModalProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const close = () => freePlay?.send({ type: "FREEPLAY.CLOSE" });
  return (
    <FirstUseModal
      opened={failed}
      onClose={close}
      title={t`Free play`}
      centered
      size="sm"
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
    </FirstUseModal>
  );
}
