import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { WarningModal } from "../common/WarningModal";
import type { RegisterRef } from "./use-register-ref";

/** The warning popup of a refused invitation code; OK (or Escape) sends REGISTER.DISMISS_ERROR. */
export function InvitationRejectedModal({ register }: { register: RegisterRef }) {
  const { t } = useLingui();
  const opened = useSelector(register, (snapshot) => snapshot.matches({ form: { entry: "invitationRejected" } }));
  return (
    <WarningModal opened={opened} title={t`Invalid invitation code`} onDismiss={() => register.send({ type: "REGISTER.DISMISS_ERROR" })}>
      <Trans>The invitation code was not accepted. Check it, or clear the field to register without one.</Trans>
    </WarningModal>
  );
}
