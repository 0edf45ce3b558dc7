import { Trans } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { WalletSection } from "../wallet/WalletSection";

/** The affiliate application: how an agent brings in members (the reference server has no separate application call). */
export function AffiliateApplication({ title }: { title: string }) {
  return (
    <WalletSection title={title}>
      <Text>
        <Trans>As an agent you are already an affiliate. Register members under you here, or give them your invitation code for the registration form.</Trans>
      </Text>
      <Group>
        <Button component={Link} to="/agent/registerCenter">
          <Trans>Register a downline</Trans>
        </Button>
        <Button component={Link} to="/agent/downlineManagmentView" variant="default">
          <Trans>Downline management</Trans>
        </Button>
      </Group>
    </WalletSection>
  );
}
