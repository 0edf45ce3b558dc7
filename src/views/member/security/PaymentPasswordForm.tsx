import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, PasswordInput, SegmentedControl, Stack, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { PaymentPasswordField, PaymentPasswordMethod } from "../../../../machines/payment-password.machine";
import { ErrorAlert } from "../../common/ErrorAlert";
import { useFieldErrorText } from "../../common/use-field-error-text";
import { SmsCodeButton } from "../../sms/SmsCodeButton";
import type { PaymentPasswordRef } from "./use-security-flows";

/** Set the payment password (6 digits), or change it with the old one or an SMS code to the bound number. */
export function PaymentPasswordForm({ flow }: { flow: PaymentPasswordRef }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText("password");
  const view = useSelector(
    flow,
    (s) => ({
      has: s.context.hasPaymentPassword,
      mobileBound: s.context.mobileBound,
      method: s.context.method,
      values: {
        loginPassword: s.context.loginPassword,
        oldPaymentPassword: s.context.oldPaymentPassword,
        verificationCode: s.context.verificationCode,
        newPaymentPassword: s.context.newPaymentPassword,
        confirmPaymentPassword: s.context.confirmPaymentPassword,
      },
      fieldErrors: s.context.fieldErrors,
      error: s.context.error,
      submitting: s.matches("submitting"),
      done: s.matches("done"),
      smsCode: s.children.smsCode,
    }),
    shallowEqual,
  );
  const field = (name: PaymentPasswordField) => ({
    value: view.values[name],
    error: errorText(view.fieldErrors[name]),
    onChange: (e: { currentTarget: { value: string } }) => flow.send({ type: "PAYPWD.CHANGE", field: name, value: e.currentTarget.value }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: "PAYPWD.SUBMIT" });
  };
  return (
    <section aria-labelledby="payment-password-title">
      <Title order={2} fz="lg" id="payment-password-title" mb="sm">
        <Trans>Payment password</Trans>
      </Title>
      {view.done ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            <Trans>Your payment password was saved.</Trans>
          </Alert>
          <Button variant="light" onClick={() => flow.send({ type: "PAYPWD.AGAIN" })}>
            <Trans>Change the payment password</Trans>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput label={t`Login password`} description={t`Confirm it is you: the password you log in with.`} autoComplete="current-password" {...field("loginPassword")} />
            {view.has && view.mobileBound && (
              <SegmentedControl
                aria-label={t`How to confirm the change`}
                value={view.method}
                onChange={(method) => flow.send({ type: "PAYPWD.METHOD", method: method as PaymentPasswordMethod })}
                data={[
                  { value: "old", label: t`With the old one` },
                  { value: "sms", label: t`With an SMS code` },
                ]}
              />
            )}
            {view.has && view.method === "old" && <PasswordInput label={t`Old payment password`} inputMode="numeric" autoComplete="off" {...field("oldPaymentPassword")} />}
            {view.has && view.method === "sms" && (
              <Group align="flex-end" wrap="nowrap" gap="xs">
                <TextInput flex={1} label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" {...field("verificationCode")} />
                <SmsCodeButton smsCode={view.smsCode} onSend={() => flow.send({ type: "PAYPWD.SEND_CODE" })} />
              </Group>
            )}
            <PasswordInput label={t`New payment password (6 digits)`} inputMode="numeric" autoComplete="off" maxLength={6} {...field("newPaymentPassword")} />
            <PasswordInput label={t`Confirm the new payment password`} inputMode="numeric" autoComplete="off" maxLength={6} {...field("confirmPaymentPassword")} />
            <ErrorAlert error={view.error} onClose={() => flow.send({ type: "PAYPWD.DISMISS_ERROR" })} />
            <Button type="submit" loading={view.submitting}>
              {view.has ? <Trans>Change payment password</Trans> : <Trans>Set payment password</Trans>}
            </Button>
          </Stack>
        </form>
      )}
    </section>
  );
}
