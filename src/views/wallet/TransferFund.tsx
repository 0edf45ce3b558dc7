import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, NativeSelect, Table, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { transferMachine } from "../../../machines/transfer.machine";
import { ErrorAlert } from "../common/ErrorAlert";
import { useMoney } from "../common/use-money";
import { AmountInput } from "./AmountInput";
import { WalletPage } from "./WalletPage";

export type TransferRef = ActorRefFrom<typeof transferMachine>;

/** Transfer fund between the main wallet and game wallets; a single-wallet merchant only sees its balance. */
export function TransferFund({ flow }: { flow: TransferRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      loadFailed: s.matches("loadFailed"),
      busy: s.matches("submitting") || s.matches("recalling"),
      submitting: s.matches("submitting"),
      recalling: s.matches("recalling"),
      merchant: s.context.merchant,
      balances: s.context.balances,
      from: s.context.from,
      to: s.context.to,
      amountText: s.context.amountText,
      problem: s.context.problem,
      error: s.context.error,
      result: s.context.result,
      recalled: s.context.recalled,
    }),
    shallowEqual,
  );
  const wallets = view.merchant?.wallets ?? [];
  const nameOf = (id: number) => (id === 0 ? t`Main wallet` : (wallets.find((w) => w.accountTypeId === id)?.name ?? String(id)));
  const options = wallets.map((w) => ({ value: String(w.accountTypeId), label: nameOf(w.accountTypeId) }));
  const load = { ...view, onRetry: () => flow.send({ type: "TRANSFER.RETRY" }) };
  return (
    <WalletPage title={t`Transfer fund`} load={load}>
      <Table aria-label={t`Wallets`}>
        <Table.Tbody>
          {wallets.map((w) => (
            <Table.Tr key={w.accountTypeId}>
              <Table.Td>{nameOf(w.accountTypeId)}</Table.Td>
              <Table.Td ta="right" data-testid={`wallet-${w.accountTypeId}`}>{money(view.balances.find((b) => b.accountTypeId === w.accountTypeId)?.availBalance ?? 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {view.merchant?.isSingle ? (
        <Text c="dimmed"><Trans>This site uses a single wallet: there is nothing to transfer.</Trans></Text>
      ) : (
        <>
          <Group grow>
            <NativeSelect label={t`From`} data={options} value={String(view.from)} onChange={(e) => flow.send({ type: "TRANSFER.FROM", accountTypeId: Number(e.currentTarget.value) })} />
            <NativeSelect label={t`To`} data={options} value={String(view.to)} onChange={(e) => flow.send({ type: "TRANSFER.TO", accountTypeId: Number(e.currentTarget.value) })} />
          </Group>
          <AmountInput value={view.amountText} problem={view.problem} onChange={(text) => flow.send({ type: "AMOUNT.CHANGE", text })} />
          <Group>
            <Button loading={view.submitting} disabled={view.busy} onClick={() => flow.send({ type: "TRANSFER.SUBMIT" })}>
              <Trans>Transfer</Trans>
            </Button>
            <Button variant="light" loading={view.recalling} disabled={view.busy} onClick={() => flow.send({ type: "TRANSFER.RECALL" })}>
              <Trans>Recall all to main wallet</Trans>
            </Button>
          </Group>
        </>
      )}
      {view.result ? <Alert color="green" role="status"><Trans>Transferred {money(view.result.amount)}</Trans></Alert> : null}
      {view.recalled !== undefined ? <Alert color="green" role="status"><Trans>Recalled {money(view.recalled)} to the main wallet</Trans></Alert> : null}
      <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
    </WalletPage>
  );
}
