import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Menu, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useAppActor } from "../../app/app-context";
import { ChevronDownIcon } from "../icons/ChevronDownIcon";
import { CountBadge } from "./CountBadge";
import { useMemberSummary } from "./use-member-summary";

/** The member's menu: account pages and sign out. */
export function AccountMenu() {
  const { t } = useLingui();
  const app = useAppActor();
  const { name, role, unreadCount, promoCount } = useMemberSummary();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={t`Account menu: ${name}`}
          maw={{ base: 120, sm: 180 }}
        >
          <Text component="span" size="sm" truncate="end">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/member/securityCenter">
          <Trans>My account</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/member/messageV2" rightSection={<CountBadge count={unreadCount} />}>
          <Trans>Messages</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/member/rewardCenter" rightSection={<CountBadge count={promoCount} />}>
          <Trans>Reward centre</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/member/transactionHistory">
          <Trans>Account record</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/member/personalHistoryCopy">
          <Trans>Betting record</Trans>
        </Menu.Item>
        <Menu.Item component={Link} to="/member/referral">
          {role === "agent" ? <Trans>Agent</Trans> : <Trans>Invite friends</Trans>}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => app.send({ type: "LOGOUT.REQUEST" })}>
          <Trans>Sign out</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
