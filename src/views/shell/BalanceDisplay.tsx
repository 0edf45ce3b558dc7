import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Group, Loader, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { IconEye, IconEyeOff, IconRefresh } from "@tabler/icons-react";
import { formatMoney } from "../common/format-money";
import { useLanguage } from "../common/use-language";
import type { BalanceRef } from "./use-balance-ref";

/** The member's balance: two decimals and the currency symbol, "***" when masked, "—" when it failed; hide and refresh. */
export function BalanceDisplay({ balance: ref }: { balance: BalanceRef | undefined }) {
  const { t } = useLingui();
  const language = useLanguage();
  const view = useSelector(
    ref,
    (snapshot) =>
      snapshot && {
        loading: snapshot.matches({ amount: "loading" }),
        failed: snapshot.matches({ amount: "failed" }),
        masked: snapshot.matches({ display: "masked" }),
        sum: snapshot.context.balance?.sumBalance,
        symbol: snapshot.context.balance?.currencySymbol ?? "",
      },
    shallowEqual,
  );
  if (!ref || !view) return null;

  let amount: ReactNode;
  if (view.failed) amount = "—";
  else if (view.masked) amount = "***";
  else if (view.sum !== undefined) amount = formatMoney(view.sum, view.symbol, language);
  else amount = <Loader size={14} aria-label={t`Loading balance`} />;

  return (
    <Group
      gap={2}
      wrap="nowrap"
      role="group"
      aria-label={t`Balance`}
      px={8}
      py={2}
      style={{ borderRadius: "var(--mantine-radius-md)", background: "var(--mantine-color-dark-6)", border: "1px solid var(--mantine-color-dark-4)" }}
    >
      <Text component="span" fw={700} c="gold.4" size="sm" mr={4} data-testid="balance-amount" style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}>
        {amount}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={view.masked ? t`Show balance` : t`Hide balance`}
        onClick={() => ref.send({ type: "BALANCE.TOGGLE_VISIBILITY" })}
      >
        {view.masked ? <IconEye size={16} aria-hidden /> : <IconEyeOff size={16} aria-hidden />}
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t`Refresh balance`}
        loading={view.loading}
        loaderProps={{ size: 12 }}
        onClick={() => ref.send({ type: "BALANCE.REFRESH" })}
      >
        <IconRefresh size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
