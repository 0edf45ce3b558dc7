import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, List, Modal, NativeSelect, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { shallowEqual, useSelector } from "@xstate/react";
import { useId, useState } from "react";
import type { ActorRefFrom } from "xstate";
import { selectedChannel, type depositMachine } from "../../../machines/deposit.machine";
import { REQUEST_STATUS_LABELS } from "../../i18n/wallet-messages";
import { ErrorAlert } from "../common/ErrorAlert";
import { useFocusOnShow } from "../common/use-focus-on-show";
import { useMoney } from "../common/use-money";
import { AmountInput } from "./AmountInput";
import { RequestTable } from "./RequestTable";
import { WalletPage } from "./WalletPage";

export type DepositRef = ActorRefFrom<typeof depositMachine>;

/** Deposit: channel, limits, tutorial, request and the status of recent requests. */
export function Deposit({ flow }: { flow: DepositRef }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  const tutorialId = useId();
  // The answer to "Send deposit request" takes the focus (the button is disabled while the request runs).
  const answerRef = useFocusOnShow<HTMLDivElement>();
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
  const channel = view.channel;
  const load = { ...view, onRetry: () => flow.send({ type: "DEPOSIT.REFRESH" }) };
  return (
    <WalletPage title={t`Deposit`} load={load}>
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
        <Alert key={view.result.id} ref={answerRef} color="green" role="status">
          <Trans>Deposit request #{view.result.id} for {money(view.result.amount)} sent: it is credited once approved.</Trans>
        </Alert>
      ) : null}
      <ErrorAlert ref={answerRef} error={view.error} withCloseButton={false} onClose={() => undefined} />
      <RequestTable
        label={t`Deposit requests`}
        rows={view.deposits.map((d) => ({ ...d, status: { label: i18n._(REQUEST_STATUS_LABELS[d.status]), color: d.status === "approved" ? "green" : d.status === "rejected" ? "red" : "yellow" } }))}
      />
      <Text size="sm">
        <Anchor component={Link} to="/member/responsibleGaming">
          <Trans>Set your own deposit limits (safer play)</Trans>
        </Anchor>
      </Text>
      <Modal id={tutorialId} opened={tutorialOpen} onClose={() => setTutorialOpen(false)} title={t`Deposit tutorial`} closeButtonProps={{ "aria-label": t`Close dialog` }}>
        {/* Opens on its steps, named by the dialog's title, rather than on the close button. */}
        <List type="ordered" tabIndex={-1} data-autofocus aria-labelledby={`${tutorialId}-title`}>
          {(channel?.tutorial ?? []).map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </Modal>
    </WalletPage>
  );
}
