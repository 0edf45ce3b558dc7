import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { WarningModal } from "../common/WarningModal";
import type { RegisterRef } from "./use-register-ref";

/**
 * The number, proven by its SMS code, already has an account (the server tells only whoever proved it): a warning
 * that points to signing in or resetting the password; OK (or Escape) sends REGISTER.DISMISS_ERROR.
 */
export function NumberRegisteredModal({ register }: { register: RegisterRef }) {
  const { t } = useLingui();
  const opened = useSelector(register, (snapshot) => snapshot.matches({ form: { entry: "numberRegistered" } }));
  // Gone at once on OK (no closing fade): the form behind it is what the person acts on next.
  if (!opened) return null;
  return (
    <WarningModal opened title={t`This mobile number is already registered`} onDismiss={() => register.send({ type: "REGISTER.DISMISS_ERROR" })}>
      <Trans>This number already has an account. Sign in with it, or reset your password if you have forgotten it.</Trans>
    </WarningModal>
  );
}
