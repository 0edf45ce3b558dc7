import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, List, Loader, Modal, NativeSelect, Table, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import { selectedChannel, type depositMachine } from "../../../machines/deposit.machine";
import { REQUEST_STATUS_LABELS } from "../../i18n/wallet-messages";
import { ErrorAlert } from "../common/ErrorAlert";
import { formatDateTime } from "../common/format-date-time";
import { formatMoney } from "../common/format-money";
import { useLanguage } from "../common/use-language";
import { AmountInput } from "./AmountInput";
import { LoadFailed } from "./LoadFailed";
import { WalletSection } from "./WalletSection";

export type DepositRef = ActorRefFrom<typeof depositMachine>;

/** Deposit: channel, limits, tutorial, request and the status of recent requests. */
export function Deposit({ flow }: { flow: DepositRef }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      loadFailed: s.matches("loadFailed"),
      submitting: s.matches("submitting"),
      channels: s.context.channels,
      channel: selectedChannel(s.context),
      deposits: s.context.deposits,
      amountText: s.context.amountText,
      problem: s.context.problem,
      error: s.context.error,
      result: s.context.result,
    }),
    shallowEqual,
  );
  const title = t`Deposit`;
  if (view.loading) return <WalletSection title={title}><Loader aria-label={t`Loading`} /></WalletSection>;
  if (view.loadFailed) return <WalletSection title={title}><LoadFailed error={view.error} onRetry={() => flow.send({ type: "DEPOSIT.REFRESH" })} /></WalletSection>;
  const money = (n: number) => formatMoney(n, "฿", language);
  const channel = view.channel;
  return (
    <WalletSection title={title}>
      <NativeSelect
        label={t`Deposit channel`}
        data={view.channels.map((c) => ({ value: c.id, label: c.name }))}
        value={channel?.id ?? ""}
        onChange={(e) => flow.send({ type: "DEPOSIT.CHANNEL", channelId: e.currentTarget.value })}
      />
      {channel ? (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <Trans>Minimum {money(channel.minAmount)}, maximum {money(channel.maxAmount)}</Trans>
          </Text>
          <Button variant="subtle" size="xs" onClick={() => setTutorialOpen(true)}>
            <Trans>Deposit tutorial</Trans>
          </Button>
        </Group>
      ) : null}
      <AmountInput value={view.amountText} problem={view.problem} onChange={(text) => flow.send({ type: "AMOUNT.CHANGE", text })} />
      <Group>
        <Button loading={view.submitting} onClick={() => flow.send({ type: "DEPOSIT.SUBMIT" })}>
          <Trans>Send deposit request</Trans>
        </Button>
        <Button variant="light" disabled={view.submitting} onClick={() => flow.send({ type: "DEPOSIT.REFRESH" })}>
          <Trans>Refresh status</Trans>
        </Button>
      </Group>
      {view.result ? (
        <Alert color="green" role="status">
          <Trans>Deposit request #{view.result.id} for {money(view.result.amount)} sent: it is credited once approved.</Trans>
        </Alert>
      ) : null}
      <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
      <Table aria-label={t`Deposit requests`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th><Trans>Time</Trans></Table.Th>
            <Table.Th><Trans>Amount</Trans></Table.Th>
            <Table.Th><Trans>Status</Trans></Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.deposits.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td>{d.id}</Table.Td>
              <Table.Td>{formatDateTime(d.createdAt, language)}</Table.Td>
              <Table.Td>{money(d.amount)}</Table.Td>
              <Table.Td><Badge color={d.status === "approved" ? "green" : d.status === "rejected" ? "red" : "yellow"}>{i18n._(REQUEST_STATUS_LABELS[d.status])}</Badge></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Modal opened={tutorialOpen} onClose={() => setTutorialOpen(false)} title={t`Deposit tutorial`}>
        <List type="ordered">
          {(channel?.tutorial ?? []).map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Modal>
    </WalletSection>
  );
}
