import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { IconChevronDown } from "@tabler/icons-react";
import { useAppActor } from "../../app/app-context";
import { DeferredMenu } from "../common/deferred-floating";
import { CountBadge } from "./CountBadge";
import { useMemberSummary } from "./use-member-summary";

interface AccountItem {
  to: string;
  label: ReactNode;
  count?: number;
}

/** The member's menu: account pages, change password and sign out. A trial account is asked for a real one instead. */
export function AccountMenu() {
  const { t } = useLingui();
  const app = useAppActor();
  const { name, role, unreadCount, promoCount } = useMemberSummary();
  const trial = role === "trial";
  // A trial account's generated username means nothing to the player: the menu reads "Trial" (the badge beside the
  // balance is left out on phones, where the header row has no room for both).
  const shown = trial ? t`Trial` : name;
  const items: AccountItem[] = [
    { to: "/member/securityCenter", label: <Trans>My account</Trans> },
    { to: "/member/messageV2", label: <Trans>Messages</Trans>, count: unreadCount },
    { to: "/member/rewardCenter", label: <Trans>Reward centre</Trans>, count: promoCount },
    { to: "/pointMall", label: <Trans>Points mall</Trans> },
    { to: "/member/transactionHistory", label: <Trans>Account record</Trans> },
    { to: "/member/personalHistoryCopy", label: <Trans>Betting record</Trans> },
    { to: "/member/responsibleGaming", label: <Trans>Safer play</Trans> },
    // Agents have the agent centre instead of the invitation page (spec.md section 2: the item reads "agent" for agents).
    role === "agent" ? { to: "/agentHome", label: <Trans>Agent</Trans> } : { to: "/member/referral", label: <Trans>Invite friends</Trans> },
    // A member may apply to become an affiliate; an agent already is one.
    ...(role === "agent" ? [] : [{ to: "/agent/affiliateApplication", label: <Trans>Affiliate application</Trans> }]),
  ];
  return (
    <DeferredMenu
      position="bottom-end"
      width={220}
      shadow="md"
      withinPortal
      target={
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t`Account menu: ${shown}`}
          maw={{ base: 120, sm: 180 }}
          miw={0}
          style={{ flexShrink: 1 }}
        >
          <Text component="span" size="sm" truncate="end">
            {shown}
          </Text>
        </Button>
      }
      dropdown={(Menu) => (
        <Menu.Dropdown>
          {items.map((item) => {
            const count = item.count === undefined ? undefined : <CountBadge count={item.count} />;
            return trial ? (
              <Menu.Item key={item.to} rightSection={count} onClick={() => app.send({ type: "REAL_ACCOUNT.REQUIRED" })}>
                {item.label}
              </Menu.Item>
            ) : (
              <Menu.Item key={item.to} component={Link} to={item.to} rightSection={count}>
                {item.label}
              </Menu.Item>
            );
          })}
          {!trial && (
            <Menu.Item onClick={() => app.send({ type: "PASSWORD.OPEN" })}>
              <Trans>Change password</Trans>
            </Menu.Item>
          )}
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => app.send({ type: "LOGOUT.REQUEST" })}>
            <Trans>Sign out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      )}
    />
  );
}
