import { Trans } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { useAppSelector } from "../../app/app-context";
import { CustomerServiceButton } from "./CustomerServiceButton";
import { SystemPageLayout } from "./SystemPageLayout";

/** System status 2: the visitor's location is blocked. */
export function RegionBlockedPage() {
  const ip = useAppSelector((snapshot) => snapshot.context.system?.status.location.ip ?? "");
  return (
    <SystemPageLayout title={<Trans>Access restricted</Trans>} actions={<CustomerServiceButton />}>
      <Text c="dark.1">
        <Trans>Sorry, this site is not available in your location.</Trans>
      </Text>
      {ip && (
        <Text>
          <Trans>Your IP: {ip}</Trans>
        </Text>
      )}
    </SystemPageLayout>
  );
}
