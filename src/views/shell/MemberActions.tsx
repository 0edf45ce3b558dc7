import { Group } from "@mantine/core";
import { TrialBadge } from "../trial/TrialBadge";
import { AccountMenu } from "./AccountMenu";
import { BalanceDisplay } from "./BalanceDisplay";
import { useBalanceRef } from "./use-balance-ref";
import { InboxLinks } from "./InboxLinks";
import { MoneyShortcuts } from "./MoneyShortcuts";
import { VipBadge } from "./VipBadge";

/** Signed in: shortcuts, VIP label, balance, counts and the account menu (phones keep balance and menu; the rest is in the drawer). */
export function MemberActions() {
  const balance = useBalanceRef();
  return (
    // miw 0: on the narrowest screens the account button may shrink (its name truncates) instead of overflowing.
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Group gap="xs" wrap="nowrap" visibleFrom="sm">
        <MoneyShortcuts />
      </Group>
      <VipBadge visibleFrom="md" />
      <TrialBadge />
      <BalanceDisplay balance={balance} />
      <Group gap={2} wrap="nowrap" visibleFrom="sm">
        <InboxLinks />
      </Group>
      <AccountMenu />
    </Group>
  );
}
