import { Trans } from "@lingui/react/macro";
import { Button, Group, Modal } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { pendingPopups } from "../../../machines/notices.machine";
import { SafeHtml } from "../common/SafeHtml";
import type { NoticesRef } from "./use-notices-ref";

/** Popups not yet dismissed this session, one at a time (not over a sign-in dialog: `held`); closing dismisses it for the session. */
export function PopupModal({ notices, held = false }: { notices: NoticesRef; held?: boolean }) {
  const showing = useSelector(notices, (snapshot) => snapshot.matches({ ready: { popups: "showing" } }));
  const popup = useSelector(notices, (snapshot) => pendingPopups(snapshot.context)[0]);
  const dismiss = () => notices.send({ type: "POPUP.DISMISS" });
  return (
    <Modal opened={showing && popup !== undefined && !held} onClose={dismiss} title={popup?.title} centered size="lg" withCloseButton={false}>
      {popup && <SafeHtml html={popup.content} />}
      <Group justify="flex-end" mt="lg">
        <Button onClick={dismiss} data-autofocus>
          <Trans>Close</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
