import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { downlineTransferMachine } from "../../../machines/downline-transfer.machine";
import { ErrorAlert } from "../common/ErrorAlert";
import { useMoney } from "../common/use-money";
import { AmountInput } from "../wallet/AmountInput";
import { LoadFailed } from "../wallet/LoadFailed";

export type DownlineTransferRef = ActorRefFrom<typeof downlineTransferMachine>;

/** The agent's transfer to one direct downline, with the amounts in the success message. */
export function DownlineTransfer({ flow }: { flow: DownlineTransferRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      loadFailed: s.matches("loadFailed"),
      done: s.matches("done"),
      submitting: s.matches("submitting"),
      downline: s.context.downline.username,
      balance: s.context.balance,
      amountText: s.context.amountText,
      problem: s.context.problem,
      error: s.context.error,
      result: s.context.result,
    }),
    shallowEqual,
  );
  if (view.loading) return <Loader aria-label={t`Loading`} />;
  if (view.loadFailed) return <LoadFailed error={view.error} onRetry={() => flow.send({ type: "DOWNLINE_TRANSFER.RETRY" })} />;
  if (view.done && view.result) {
    return (
      <Stack>
        <Alert color="green" role="status">
          <Trans>Transferred {money(view.result.amount)} to {view.result.downlineName}. Your balance is now {money(view.result.balanceAfter)}.</Trans>
        </Alert>
        <Button variant="light" onClick={() => flow.send({ type: "DOWNLINE_TRANSFER.AGAIN" })}>
          <Trans>Transfer again</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text><Trans>To: {view.downline}</Trans></Text>
      <Text><Trans>Main wallet balance: {money(view.balance)}</Trans></Text>
      <AmountInput value={view.amountText} problem={view.problem} onChange={(text) => flow.send({ type: "AMOUNT.CHANGE", text })} />
      <Button loading={view.submitting} onClick={() => flow.send({ type: "DOWNLINE_TRANSFER.SUBMIT" })}>
        <Trans>Transfer to downline</Trans>
      </Button>
      <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
    </Stack>
  );
}
