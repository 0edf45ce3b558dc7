import { Trans } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { useAppSelector } from "../../app/app-context";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { CustomerServiceButton } from "./CustomerServiceButton";
import { RetryButton } from "./RetryButton";
import { SystemPageLayout } from "./SystemPageLayout";

/** System status 1: the end time when known, the site's info text, customer service and refresh. */
export function MaintenancePage() {
  const language = useLanguage();
  const maintenanceEnd = useAppSelector((snapshot) => snapshot.context.system?.status.maintenanceEnd ?? null);
  const infoText = useAppSelector((snapshot) => snapshot.context.system?.status.info.infoText ?? null);
  const endTime = maintenanceEnd ? formatDateTime(maintenanceEnd, language) : null;
  return (
    <SystemPageLayout
      title={<Trans>System maintenance</Trans>}
      actions={
        <>
          <CustomerServiceButton />
          <RetryButton label="refresh" variant="default" />
        </>
      }
    >
      <Text c="dark.1">
        <Trans>We are improving the site. Please come back soon.</Trans>
      </Text>
      {endTime && (
        <Text fw={600}>
          <Trans>Expected to end: {endTime}</Trans>
        </Text>
      )}
      {infoText && <Text c="dark.1">{infoText}</Text>}
    </SystemPageLayout>
  );
}
