import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { FreePlayStarting } from "./FreePlayStarting";
import type { FreePlayRef } from "./use-free-play-ref";
import { isMachineSnapshot } from "../common/machine-child";

/** Starting a trial session: a centred "Starting free play…" while it starts; the failure with Retry and Close. */
export function FreePlayStatus({ freePlay }: { freePlay: FreePlayRef | undefined }) {
  const { t } = useLingui();
  const text = useMessageText();
  const view = useSelector(
    freePlay,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? { starting: snapshot.matches("starting"), failed: snapshot.matches("failed"), error: snapshot.context.error }
        : undefined,
    shallowEqual,
  );
  const close = () => freePlay?.send({ type: "FREEPLAY.CLOSE" });
  return (
    <>
      {view?.starting && <FreePlayStarting />}
      <Modal
        opened={Boolean(freePlay && view?.failed)}
        onClose={close}
        title={t`Free play`}
        centered
        size="sm"
        closeButtonProps={{ "aria-label": t`Close dialog` }}
      >
        <Text mb="lg">{view?.error ? text(errorMessage(view.error)) : <Trans>Free play could not be started.</Trans>}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            <Trans>Close</Trans>
          </Button>
          <Button onClick={() => freePlay?.send({ type: "FREEPLAY.RETRY" })} data-autofocus>
            <Trans>Retry</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}
