import { Trans } from "@lingui/react/macro";
import { Button, Group, Modal, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface WarningModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** OK, and Escape. */
  onDismiss: () => void;
}

/**
 * A warning popup with OK (spec.md section 8). Often opened over another dialog: Escape is handled here (on OK) and
 * marked so the dialog below stays open.
 */
export function WarningModal({ opened, title, children, onDismiss }: WarningModalProps) {
  return (
    <Modal opened={opened} onClose={onDismiss} title={title} centered size="sm" zIndex={300} withCloseButton={false} closeOnEscape={false}>
      <Text mb="lg">{children}</Text>
      <Group justify="flex-end">
        <Button
          onClick={onDismiss}
          onKeyDown={(event) => {
            if (event.key === "Escape") onDismiss();
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
