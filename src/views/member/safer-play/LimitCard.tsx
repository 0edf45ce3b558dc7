import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { LimitState } from "../../../../contract";
import { LIMIT_MAX_AMOUNT, LIMIT_MIN_AMOUNT } from "../../../../contract/safer-play";
import { limitKey } from "../../../../machines/safer-play-rules";
import { LIMIT_NAMES, LIMIT_PERIOD_LABELS } from "../../../i18n/limit-messages";
import { formatSiteDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";
import { useMoney } from "../../common/use-money";
import { AmountInput } from "../../wallet/AmountInput";
import type { SaferPlayRef } from "./use-safer-play-flow";

/** One limit: the amount in force, what is used of it this period and when that resets, its pending change, and the form. */
export function LimitCard({ flow, limit }: { flow: SaferPlayRef; limit: LimitState }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const money = useMoney();
  const { kind, period } = limit;
  const key = limitKey(kind, period);
  const view = useSelector(
    flow,
    (s) => ({
      ready: s.matches("ready"),
      // This limit's change is being sent: a new amount, or its removal (null).
      saving: s.matches("saving") && s.context.proposal?.kind === kind && s.context.proposal.period === period ? s.context.proposal.amount : undefined,
      cancelling: s.matches("cancelling") && s.context.cancelling?.kind === kind && s.context.cancelling.period === period,
      draft: s.context.drafts[key] ?? "",
      problem: s.context.problems[key],
    }),
    shallowEqual,
  );
  const name = i18n._(LIMIT_NAMES[kind][period]);
  const used = money(limit.used);
  const amount = limit.amount === null ? null : money(limit.amount);
  const resets = formatSiteDateTime(limit.resetsAt, language);
  const pending = limit.pending;
  const pendingAt = pending ? formatSiteDateTime(pending.effectiveAt, language) : "";
  const pendingAmount = pending?.amount === null || pending === null ? null : money(pending.amount);
  const min = money(LIMIT_MIN_AMOUNT);
  const max = money(LIMIT_MAX_AMOUNT);
  const idle = !view.ready;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={name} data-testid={`limit-${key}`}>
      <Stack gap="xs">
        <Title order={3} fz="md">
          {i18n._(LIMIT_PERIOD_LABELS[period])}
        </Title>
        <Text fw={700} data-testid="limit-amount">
          {amount === null ? <Trans>No limit set</Trans> : <Trans>Limit: {amount}</Trans>}
        </Text>
        <Text size="sm" data-testid="limit-used">
          {amount === null ? <Trans>Used this period: {used}</Trans> : <Trans>Used this period: {used} of {amount}</Trans>}
        </Text>
        <Text size="sm" c="dimmed" data-testid="limit-resets">
          <Trans>The period resets on {resets}</Trans>
        </Text>
        {pending ? (
          <Alert color="yellow" variant="light" p="xs" data-testid="limit-pending">
            <Stack gap={6}>
              <Text size="sm">
                {pendingAmount === null ? <Trans>Pending: the limit is removed on {pendingAt}</Trans> : <Trans>Pending: {pendingAmount} from {pendingAt}</Trans>}
              </Text>
              <Button
                size="xs"
                variant="default"
                disabled={idle}
                loading={view.cancelling}
                aria-label={t`Cancel the pending change: ${name}`}
                onClick={() => flow.send({ type: "SAFER.CANCEL_CHANGE", kind, period })}
              >
                <Trans>Cancel change</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            flow.send({ type: "SAFER.SET", kind, period });
          }}
        >
          <Stack gap="xs">
            <AmountInput
              label={t`${name}: new amount (฿)`}
              description={t`Whole baht or 2 decimals, from ${min} to ${max}`}
              value={view.draft}
              problem={view.problem}
              readOnly={idle}
              onChange={(value) => flow.send({ type: "SAFER.CHANGE", kind, period, value })}
            />
            <Group gap="xs">
              <Button type="submit" size="sm" disabled={idle} loading={typeof view.saving === "string"} aria-label={t`Set limit: ${name}`}>
                <Trans>Set limit</Trans>
              </Button>
              {limit.amount !== null ? (
                <Button
                  size="sm"
                  variant="light"
                  color="red"
                  disabled={idle}
                  loading={view.saving === null}
                  aria-label={t`Remove limit: ${name}`}
                  onClick={() => flow.send({ type: "SAFER.REMOVE", kind, period })}
                >
                  <Trans>Remove limit</Trans>
                </Button>
              ) : null}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
