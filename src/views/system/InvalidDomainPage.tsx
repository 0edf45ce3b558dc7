import { Trans } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { CustomerServiceButton } from "./CustomerServiceButton";
import { RetryButton } from "./RetryButton";
import { SystemPageLayout } from "./SystemPageLayout";

/** The host is not a domain of the merchant. */
export function InvalidDomainPage() {
  return (
    <SystemPageLayout
      title={<Trans>Invalid URL</Trans>}
      actions={
        <>
          <RetryButton />
          <CustomerServiceButton variant="default" />
        </>
      }
    >
      <Text c="dark.1">
        <Trans>Domain check failed, please contact customer service</Trans>
      </Text>
    </SystemPageLayout>
  );
}
