import { useLingui } from "@lingui/react/macro";
import { Center, Loader } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { Country } from "../../../contract";
import { RecoveryEmailSent } from "./RecoveryEmailSent";
import { RecoveryForm } from "./RecoveryForm";
import type { ForgotPasswordRef } from "./use-forgot-password-ref";
import { isMachineSnapshot } from "../common/machine-child";
import { FirstUseModal } from "../common/FirstUseModal";

interface ForgotPasswordModalProps {
  forgotPassword: ForgotPasswordRef | undefined;
  /** For the dialling-code picker of recovery by phone. */
  countries?: readonly Country[];
  visitorCountry?: string;
}

const NO_COUNTRIES: readonly Country[] = [];

/** "Reset password": by e-mail or by phone; the e-mail confirmation; closing sends RECOVERY.CLOSE. */
export function ForgotPasswordModal({ forgotPassword, countries = NO_COUNTRIES, visitorCountry = "" }: ForgotPasswordModalProps) {
  const { t } = useLingui();
  const view = useSelector(
    forgotPassword,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? {
            active: snapshot.status === "active",
            loading: snapshot.matches("loadingRule"),
            emailSent: snapshot.matches("emailSent"),
          }
        : undefined,
    shallowEqual,
  );
  let body = null;
  if (forgotPassword && view?.loading) {
    body = (
      <Center py="lg">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  } else if (forgotPassword && view?.emailSent) {
    body = <RecoveryEmailSent forgotPassword={forgotPassword} />;
  } else if (forgotPassword && view) {
    body = <RecoveryForm forgotPassword={forgotPassword} countries={countries} visitorCountry={visitorCountry} />;
  }
  return (
    <FirstUseModal
      opened={Boolean(forgotPassword && view?.active)}
      onClose={() => forgotPassword?.send({ type: "RECOVERY.CLOSE" })}
      title={t`Reset password`}
      centered
      size="sm"
    >
      {body}
    </FirstUseModal>
  );
}
