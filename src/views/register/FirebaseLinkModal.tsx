import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { RegisterRef } from "./use-register-ref";

/**
 * The verified number already has an account: "Link account" or "Register new", then a confirmation that the choice
 * is for good (a link cannot be changed or undone). Cancel returns to the form.
 */
export function FirebaseLinkModal({ register }: { register: RegisterRef }) {
  const { t } = useLingui();
  const view = useSelector(
    register,
    (snapshot) => ({
      choosing: snapshot.matches({ form: { entry: { linkChoice: "choosing" } } }),
      confirming: snapshot.matches({ form: { entry: { linkChoice: "confirming" } } }),
      account: snapshot.context.linkAccount ?? "",
      choice: snapshot.context.firebaseLink,
    }),
    shallowEqual,
  );
  const close = () => register.send({ type: "REGISTER.DISMISS_ERROR" });
  return (
    <Modal opened={view.choosing || view.confirming} onClose={close} title={t`This number already has an account`} centered size="sm" zIndex={300} withCloseButton={false} closeOnEscape={false}>
      {view.choosing ? (
        <Stack gap="md">
          <Text>
            <Trans>The number you verified belongs to the account {view.account}. Link it to sign in to that account, or register a new account without this number.</Trans>
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="default" onClick={() => register.send({ type: "REGISTER.LINK_CHOOSE", choice: "new" })}>
              <Trans>Register new</Trans>
            </Button>
            <Button data-autofocus onClick={() => register.send({ type: "REGISTER.LINK_CHOOSE", choice: "link" })}>
              <Trans>Link account</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="yellow" title={view.choice === "link" ? t`Link account` : t`Register new`}>
            <Trans>This choice is final: it cannot be changed or unlinked after you confirm.</Trans>
          </Alert>
          <Group justify="flex-end" gap="xs">
            <Button variant="subtle" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="default" onClick={() => register.send({ type: "REGISTER.LINK_BACK" })}>
              <Trans>Back</Trans>
            </Button>
            <Button data-autofocus onClick={() => register.send({ type: "REGISTER.LINK_CONFIRM" })}>
              <Trans>Confirm</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
