import { Trans, useLingui } from "@lingui/react/macro";
import { Button, NativeSelect, PasswordInput, Text, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { WithdrawRef } from "./withdraw-ref";

/** Binding a bank account, confirmed with the login password; the first binding also sets the 6-digit payment password. */
export function BankBinding({ flow }: { flow: WithdrawRef }) {
  const { t } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({ bank: s.context.bank, invalid: s.context.bankInvalid, banks: s.context.info?.banks ?? [], hasPassword: s.context.info?.hasPaymentPassword ?? false, busy: s.matches("bindingBank") }),
    shallowEqual,
  );
  const bad = (field: (typeof view.invalid)[number]) => view.invalid.includes(field);
  return (
    <>
      <Text><Trans>Bind a bank account before your first withdrawal.</Trans></Text>
      <NativeSelect
        label={t`Bank`}
        data={[{ value: "", label: t`Choose a bank` }, ...view.banks.map((b) => ({ value: b.code, label: b.name }))]}
        value={view.bank.bankCode}
        error={bad("bankCode") ? t`Choose a bank` : undefined}
        onChange={(e) => flow.send({ type: "BANK.CHANGE", field: "bankCode", value: e.currentTarget.value })}
      />
      <TextInput
        label={t`Account number`}
        inputMode="numeric"
        value={view.bank.accountNumber}
        error={bad("accountNumber") ? t`10 to 15 digits` : undefined}
        onChange={(e) => flow.send({ type: "BANK.CHANGE", field: "accountNumber", value: e.currentTarget.value })}
      />
      <TextInput
        label={t`Account name`}
        value={view.bank.accountName}
        error={bad("accountName") ? t`Enter the account holder's name` : undefined}
        onChange={(e) => flow.send({ type: "BANK.CHANGE", field: "accountName", value: e.currentTarget.value })}
      />
      <PasswordInput
        label={view.hasPassword ? t`Payment password` : t`New payment password (6 digits)`}
        inputMode="numeric"
        value={view.bank.paymentPassword}
        error={bad("paymentPassword") ? t`6 digits` : undefined}
        onChange={(e) => flow.send({ type: "BANK.CHANGE", field: "paymentPassword", value: e.currentTarget.value })}
      />
      <PasswordInput
        label={t`Login password`}
        description={t`Confirm it is you: the password you log in with.`}
        autoComplete="current-password"
        value={view.bank.loginPassword}
        error={bad("loginPassword") ? t`Enter your login password to confirm this change` : undefined}
        onChange={(e) => flow.send({ type: "BANK.CHANGE", field: "loginPassword", value: e.currentTarget.value })}
      />
      <Button loading={view.busy} onClick={() => flow.send({ type: "BANK.SUBMIT" })}>
        <Trans>Bind bank account</Trans>
      </Button>
    </>
  );
}
