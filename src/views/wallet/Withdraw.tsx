import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, PasswordInput, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { onWithdrawalsChanged } from "../../app/withdrawals-changed";
import type { WithdrawalInfo } from "../../../contract";
import { WITHDRAWAL_STATUS_LABELS } from "../../i18n/wallet-messages";
import { ErrorAlert } from "../common/ErrorAlert";
import { useMoney } from "../common/use-money";
import { AmountInput } from "./AmountInput";
import { BankBinding } from "./BankBinding";
import { ConfirmReceiptModal } from "./ConfirmReceiptModal";
import { RequestTable } from "./RequestTable";
import { WalletPage } from "./WalletPage";
import type { WithdrawRef } from "./withdraw-ref";

export type { WithdrawRef };

/** Withdraw: bank binding, amount within the limits, payment password, and the status of recent withdrawals. */
export function Withdraw({ flow }: { flow: WithdrawRef }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const [confirming, setConfirming] = useState<WithdrawalInfo | undefined>();
  // A confirmed receipt changes the withdrawal's status: the list reloads (the header balance refreshes too).
  useEffect(() => onWithdrawalsChanged(() => flow.send({ type: "WITHDRAW.REFRESH" })), [flow]);
  const view = useSelector(
    flow,
    (s) => ({
      loading: s.matches("loading"),
      loadFailed: s.matches("loadFailed"),
      binding: s.matches("binding") || s.matches("bindingBank"),
      submitting: s.matches("submitting"),
      info: s.context.info,
      balance: s.context.balance,
      withdrawals: s.context.withdrawals,
      amountText: s.context.amountText,
      password: s.context.paymentPassword,
      problem: s.context.problem,
      error: s.context.error,
      result: s.context.result,
    }),
    shallowEqual,
  );
  const info = view.info;
  const load = { ...view, onRetry: () => flow.send({ type: "WITHDRAW.REFRESH" }) };
  return (
    <>
      <WalletPage title={t`Withdraw`} load={load}>
        {view.binding ? (
          <BankBinding flow={flow} />
        ) : (
          <>
            {info?.bankAccount ? (
              <Text>
                <Trans>To: {info.bankAccount.bankName} {info.bankAccount.accountNumber} ({info.bankAccount.accountName})</Trans>
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              <Trans>Balance {money(view.balance)}. Minimum {money(info?.minAmount ?? 0)}, maximum {money(info?.maxAmount ?? 0)}; {info?.usedToday ?? 0} of {info?.dailyCount ?? 0} withdrawals used today.</Trans>
            </Text>
            <AmountInput value={view.amountText} problem={view.problem === "password" ? undefined : view.problem} onChange={(text) => flow.send({ type: "AMOUNT.CHANGE", text })} />
            <PasswordInput
              label={t`Payment password`}
              inputMode="numeric"
              value={view.password}
              error={view.problem === "password" ? t`Enter your payment password` : undefined}
              onChange={(e) => flow.send({ type: "PASSWORD.CHANGE", text: e.currentTarget.value })}
            />
            <Group>
              <Button loading={view.submitting} onClick={() => flow.send({ type: "WITHDRAW.SUBMIT" })}>
                <Trans>Withdraw</Trans>
              </Button>
              <Button variant="light" disabled={view.submitting} onClick={() => flow.send({ type: "WITHDRAW.REFRESH" })}>
                <Trans>Refresh status</Trans>
              </Button>
            </Group>
          </>
        )}
        {view.result ? (
          <Alert color="green" role="status">
            <Trans>Withdrawal request #{view.result.id} for {money(view.result.amount)} sent.</Trans>
          </Alert>
        ) : null}
        <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
        <RequestTable
          label={t`Withdrawals`}
          withAction
          rows={view.withdrawals.map((w) => ({
            ...w,
            status: { label: i18n._(WITHDRAWAL_STATUS_LABELS[w.status]), color: w.status === "paid" ? "blue" : w.status === "rejected" || w.status === "disputed" ? "red" : w.status === "pending" ? "yellow" : "green" },
            action:
              w.status === "paid" ? (
                <Button size="xs" onClick={() => setConfirming(w)}>
                  <Trans>Confirm receipt</Trans>
                </Button>
              ) : null,
          }))}
        />
      </WalletPage>
      {/* Outside the page body: the list reloads (a loader) once the receipt is confirmed, the dialog stays open. */}
      {confirming ? (
        <ConfirmReceiptModal
          withdrawal={confirming}
          autoReceiptMinutes={info?.autoReceiptMinutes ?? 30}
          onClose={() => setConfirming(undefined)}
        />
      ) : null}
    </>
  );
}
