import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Divider, Text, Title } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { SecurityProfile } from "../../../../contract";
import { WalletPage } from "../../wallet/WalletPage";
import { ProfileForm } from "./ProfileForm";
import { SecuritySummary } from "./SecuritySummary";
import type { SecurityProfileRef } from "./use-security-flows";

export interface SecurityCentreProps {
  profile: SecurityProfileRef;
  /** The mobile-binding flow, made once the profile says the dialling code. */
  mobileSection: (data: SecurityProfile) => ReactNode;
  /** The payment-password flow, made once the profile says whether one is set. */
  paymentSection: (data: SecurityProfile) => ReactNode;
  onChangePassword: () => void;
}

/** /member/securityCenter: the security level, the profile, the mobile number, the login and payment passwords. */
export function SecurityCentre({ profile, mobileSection, paymentSection, onChangePassword }: SecurityCentreProps) {
  const { t } = useLingui();
  const view = useSelector(profile, (s) => ({ loading: s.matches("loading"), loadFailed: s.matches("loadFailed"), error: s.context.error, data: s.context.data }));
  const load = { loading: view.loading, loadFailed: view.loadFailed, error: view.error, onRetry: () => profile.send({ type: "PROFILE.RETRY" }) };
  const data = view.data;
  return (
    <WalletPage title={t`Security centre`} load={load}>
      {data && (
        <>
          <SecuritySummary data={data} />
          <Divider />
          <ProfileForm flow={profile} />
          <Divider />
          {mobileSection(data)}
          <Divider />
          <section aria-labelledby="login-password-title">
            <Title order={2} fz="lg" id="login-password-title" mb="xs">
              <Trans>Login password</Trans>
            </Title>
            <Text size="sm" mb="sm">
              <Trans>Change the password you log in with.</Trans>
            </Text>
            <Button variant="light" onClick={onChangePassword}>
              <Trans>Change password</Trans>
            </Button>
          </section>
          <Divider />
          {paymentSection(data)}
        </>
      )}
    </WalletPage>
  );
}
