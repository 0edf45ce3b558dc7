import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { manualRebateMachine } from "../../../../machines/manual-rebate.machine";
import { errorMessage } from "../../../i18n/error-message";
import { REBATE_CATEGORY_LABELS } from "../../../i18n/rebate-messages";
import { formatDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";
import { useMessageText } from "../../common/use-message-text";
import { useMoney } from "../../common/use-money";
import { LoadFailed } from "../../wallet/LoadFailed";
import { WalletSection } from "../../wallet/WalletSection";

export type ManualRebateRef = ActorRefFrom<typeof manualRebateMachine>;

/** Rates as the spec shows them: "1.2%", "0.8%", "1%". */
const percent = (rate: number) => `${rate}%`;

/** Manual rebate: what is due per category at its rate, one claim for all of it, and the claims made. */
export function ManualRebate({ flow, title }: { flow: ManualRebateRef; title: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const money = useMoney();
  const text = useMessageText();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      failed: s.matches("failed"),
      claiming: s.matches("claiming"),
      info: s.context.info,
      error: s.context.error,
      claimError: s.context.claimError,
      result: s.context.result,
    }),
    shallowEqual,
  );
  const { info } = view;
  const nothingDue = !info || info.total <= 0;
  return (
    <WalletSection title={title}>
      {view.failed ? <LoadFailed error={view.error} onRetry={() => flow.send({ type: "REBATE.RETRY" })} /> : null}
      {view.loading ? <Loader aria-label={t`Loading`} /> : null}
      <div aria-live="polite">
        {view.result ? (
          <Alert role="status" color="green" variant="light">
            <Trans>Rebate of {money(view.result.amount)} credited to your main wallet for {view.result.betCount} bets.</Trans>
          </Alert>
        ) : null}
        {view.claimError ? <Alert role="alert" color="red" variant="light">{text(errorMessage(view.claimError))}</Alert> : null}
      </div>
      {info ? (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t`Rebate by category`} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th><Trans>Category</Trans></Table.Th>
                  <Table.Th><Trans>Rate</Trans></Table.Th>
                  <Table.Th><Trans>Valid bets</Trans></Table.Th>
                  <Table.Th><Trans>Rebate</Trans></Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {info.categories.map((row) => (
                  <Table.Tr key={row.category}>
                    <Table.Td>{i18n._(REBATE_CATEGORY_LABELS[row.category])}</Table.Td>
                    <Table.Td>{row.rate === null ? "-" : percent(row.rate)}</Table.Td>
                    <Table.Td>{money(row.validBet)}</Table.Td>
                    <Table.Td>{row.rate === null ? "-" : money(row.rebate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" align="center">
            <Text fw={700} data-testid="rebate-total"><Trans>Total rebate: {money(info.total)}</Trans></Text>
            <Button onClick={() => flow.send({ type: "REBATE.CLAIM" })} disabled={nothingDue || view.loading} loading={view.claiming}>
              <Trans>Claim rebate</Trans>
            </Button>
          </Group>
          {nothingDue ? <Text c="dimmed"><Trans>Nothing to claim yet: the rebate grows with your valid bets.</Trans></Text> : null}

          <Stack gap="xs">
            <Title order={2} fz="lg"><Trans>Rebate history</Trans></Title>
            {info.history.length === 0 ? (
              <Text c="dimmed"><Trans>No rebate claimed yet.</Trans></Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table aria-label={t`Rebate history`} striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th><Trans>Time</Trans></Table.Th>
                      <Table.Th><Trans>Amount</Trans></Table.Th>
                      <Table.Th><Trans>Bets rebated</Trans></Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {info.history.map((claim) => (
                      <Table.Tr key={claim.id}>
                        <Table.Td>{formatDateTime(claim.time, language)}</Table.Td>
                        <Table.Td>{money(claim.amount)}</Table.Td>
                        <Table.Td>{claim.betCount}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Stack>
      ) : null}
    </WalletSection>
  );
}
