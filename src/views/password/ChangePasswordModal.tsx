import { Trans, useLingui } from "@lingui/react/macro";
import { Center, Loader, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { ChangePasswordForm } from "./ChangePasswordForm";
import type { ChangePasswordRef } from "./use-change-password-ref";
import { isMachineSnapshot } from "../common/machine-child";
import { FirstUseModal } from "../common/FirstUseModal";

/**
 * "Change password": open while the flow runs. Forced (first login, expired password) it cannot be dismissed: no close
 * button, no Escape, no outside click.
 */
export function ChangePasswordModal({ changePassword }: { changePassword: ChangePasswordRef | undefined }) {
  const { t } = useLingui();
  const view = useSelector(
    changePassword,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? {
            active: snapshot.status === "active",
            forced: snapshot.context.forced,
            loading: snapshot.matches("loadingRule"),
          }
        : undefined,
    shallowEqual,
  );
  const forced = view?.forced ?? false;
  const close = () => {
    if (!forced) changePassword?.send({ type: "PASSWORD.CLOSE" });
  };
  return (
    <FirstUseModal
      opened={Boolean(changePassword && view?.active)}
      onClose={close}
      title={t`Change password`}
      centered
      size="sm"
      withCloseButton={!forced}
      closeOnEscape={!forced}
      closeOnClickOutside={!forced}
    >
      {forced && (
        <Text mb="md">
          <Trans>Please set a new password to continue.</Trans>
        </Text>
      )}
      {changePassword && view?.loading && (
        <Center py="lg">
          <Loader aria-label={t`Loading`} />
        </Center>
      )}
      {changePassword && view && !view.loading && <ChangePasswordForm changePassword={changePassword} />}
    </FirstUseModal>
  );
}
