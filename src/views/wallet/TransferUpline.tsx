import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { transferUplineMachine } from "../../../machines/transfer-upline.machine";
import { ErrorAlert } from "../common/ErrorAlert";
import { useMoney } from "../common/use-money";
import { AmountInput } from "./AmountInput";
import { WalletPage } from "./WalletPage";

export type TransferUplineRef = ActorRefFrom<typeof transferUplineMachine>;

/** A player's transfer to the upline, with the amounts in the success message. */
export function TransferUpline({ flow }: { flow: TransferUplineRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      loadFailed: s.matches("loadFailed"),
      done: s.matches("done"),
      submitting: s.matches("submitting"),
      balance: s.context.balance,
      amountText: s.context.amountText,
      problem: s.context.problem,
      error: s.context.error,
      result: s.context.result,
    }),
    shallowEqual,
  );
  const title = t`Transfer to upline`;
  const load = { ...view, onRetry: () => flow.send({ type: "UPLINE.RETRY" }) };
  if (view.done && view.result) {
    return (
      <WalletPage title={title} load={load}>
        <Alert color="green" role="status">
          <Trans>Transferred {money(view.result.amount)} to {view.result.uplineName}. Your balance is now {money(view.result.balanceAfter)}.</Trans>
        </Alert>
        <Button variant="light" onClick={() => flow.send({ type: "UPLINE.AGAIN" })}>
          <Trans>Transfer again</Trans>
        </Button>
      </WalletPage>
    );
  }
  return (
    <WalletPage title={title} load={load}>
      <Text><Trans>Main wallet balance: {money(view.balance)}</Trans></Text>
      <AmountInput value={view.amountText} problem={view.problem} onChange={(text) => flow.send({ type: "AMOUNT.CHANGE", text })} />
      <Button loading={view.submitting} onClick={() => flow.send({ type: "UPLINE.SUBMIT" })}>
        <Trans>Transfer to upline</Trans>
      </Button>
      <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
    </WalletPage>
  );
}
