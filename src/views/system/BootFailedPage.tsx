import { Trans, useLingui } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { useAppSelector } from "../../app/app-context";
import { errorMessage } from "../../i18n/error-message";
import { RetryButton } from "./RetryButton";
import { SystemPageLayout } from "./SystemPageLayout";

/** Booting failed (network, timeout, unknown status): the catalogue message and a retry. */
export function BootFailedPage() {
  const { i18n } = useLingui();
  const bootError = useAppSelector((snapshot) => snapshot.context.bootError);
  const message = bootError ? errorMessage(bootError) : undefined;
  return (
    <SystemPageLayout title={<Trans>We could not reach the site</Trans>} actions={<RetryButton />}>
      {message !== undefined && (
        <Text role="alert" c="dark.1">
          {typeof message === "string" ? message : i18n._(message)}
        </Text>
      )}
    </SystemPageLayout>
  );
}
