import { Trans } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { canRegister } from "../../../machines/register.machine";
import type { RegisterRef } from "./use-register-ref";

/** "Reset" (REGISTER.RESET) and, once the form may be sent, "Register" (submit); until then a hint in its place. */
export function RegisterActions({ register }: { register: RegisterRef }) {
  const view = useSelector(
    register,
    (snapshot) => ({
      valid: canRegister(snapshot.context),
      editing: snapshot.matches({ form: { entry: "editing" } }),
      busy:
        snapshot.matches({ form: { entry: "checkingInvitation" } }) ||
        snapshot.matches({ form: { entry: "verifyingHuman" } }) ||
        snapshot.matches({ form: { entry: "provingPhone" } }) ||
        snapshot.matches({ form: { entry: "registering" } }),
    }),
    shallowEqual,
  );
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Button type="button" variant="default" disabled={!view.editing} onClick={() => register.send({ type: "REGISTER.RESET" })}>
        <Trans>Reset</Trans>
      </Button>
      {view.valid ? (
        <Button type="submit" loading={view.busy} style={{ flex: 1 }}>
          <Trans>Register</Trans>
        </Button>
      ) : (
        <Text size="sm" c="dimmed" ta="right">
          <Trans>Items marked with * are required</Trans>
        </Text>
      )}
    </Group>
  );
}
