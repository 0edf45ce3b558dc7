import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { RegisterRef } from "./use-register-ref";

/** The warning popup of a refused invitation code; OK (or Escape) sends REGISTER.DISMISS_ERROR. */
export function InvitationRejectedModal({ register }: { register: RegisterRef }) {
  const { t } = useLingui();
  const opened = useSelector(register, (snapshot) => snapshot.matches({ form: { entry: "invitationRejected" } }));
  const dismiss = () => register.send({ type: "REGISTER.DISMISS_ERROR" });
  return (
    // Opened over the register dialog: Escape is handled here (on OK) and marked so the dialog below stays open.
    <Modal opened={opened} onClose={dismiss} title={t`Invalid invitation code`} centered size="sm" zIndex={300} withCloseButton={false} closeOnEscape={false}>
      <Text mb="lg">
        <Trans>The invitation code was not accepted. Check it, or clear the field to register without one.</Trans>
      </Text>
      <Group justify="flex-end">
        <Button
          onClick={dismiss}
          onKeyDown={(event) => {
            if (event.key === "Escape") dismiss();
          }}
          data-autofocus
          data-mantine-stop-propagation="true"
        >
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
