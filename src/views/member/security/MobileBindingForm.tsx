import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { ErrorAlert } from "../../common/ErrorAlert";
import { useFieldErrorText } from "../../common/use-field-error-text";
import { SmsCodeButton } from "../../sms/SmsCodeButton";
import { RecoveryHold } from "./RecoveryHold";
import type { MobileBindingRef } from "./use-security-flows";

/**
 * Bind or change the mobile number: the login password, a code sent to the bound number (when one is bound), the new
 * number and a code sent to it, then bind; recovery by the new number is held for 24 hours (`holdUntil`).
 */
export function MobileBindingForm({ flow, current, holdUntil }: { flow: MobileBindingRef; current: string | null; holdUntil?: string | null }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText("other");
  const view = useSelector(
    flow,
    (s) => ({
      mobileNum: s.context.mobileNum,
      verificationCode: s.context.verificationCode,
      loginPassword: s.context.loginPassword,
      oldMobileCode: s.context.oldMobileCode,
      mobileBound: s.context.mobileBound,
      countryDialingCode: s.context.countryDialingCode,
      fieldErrors: s.context.fieldErrors,
      error: s.context.error,
      binding: s.matches("binding"),
      done: s.matches("done"),
      bound: s.context.bound?.mobile,
      recoveryOpensAt: s.context.bound?.recoveryOpensAt,
      smsCode: s.children.smsCode,
      oldSmsCode: s.children.oldSmsCode,
    }),
    shallowEqual,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: "MOBILE.SUBMIT" });
  };
  return (
    <section aria-labelledby="mobile-title">
      <Title order={2} fz="lg" id="mobile-title" mb="xs">
        <Trans>Mobile number</Trans>
      </Title>
      <Text size="sm" mb="sm">
        {current ? <Trans>Bound number: {current}</Trans> : <Trans>No mobile number is bound yet.</Trans>}
      </Text>
      {!view.done && <RecoveryHold opensAt={holdUntil} channel="mobile" />}
      {view.done ? (
        <Stack gap="sm">
          <Alert color="green" role="status">
            <Trans>The mobile number {view.bound} is now bound.</Trans>
          </Alert>
          <RecoveryHold opensAt={view.recoveryOpensAt} channel="mobile" />
          <Button variant="light" onClick={() => flow.send({ type: "MOBILE.AGAIN" })}>
            <Trans>Change the number again</Trans>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <PasswordInput
              label={t`Login password`}
              description={t`Confirm it is you: the password you log in with.`}
              autoComplete="current-password"
              value={view.loginPassword}
              error={errorText(view.fieldErrors.loginPassword)}
              onChange={(e) => flow.send({ type: "MOBILE.CHANGE", field: "loginPassword", value: e.currentTarget.value })}
            />
            {view.mobileBound && (
              <Group align="flex-end" wrap="nowrap" gap="xs">
                <TextInput
                  flex={1}
                  label={t`Code sent to the current number`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={view.oldMobileCode}
                  error={errorText(view.fieldErrors.oldMobileCode)}
                  onChange={(e) => flow.send({ type: "MOBILE.CHANGE", field: "oldMobileCode", value: e.currentTarget.value })}
                />
                <SmsCodeButton smsCode={view.oldSmsCode} onSend={() => flow.send({ type: "MOBILE.SEND_OLD_CODE" })} />
              </Group>
            )}
            <TextInput
              label={current ? t`New mobile number` : t`Mobile number`}
              inputMode="tel"
              autoComplete="tel-national"
              leftSection={<Text size="sm">{view.countryDialingCode}</Text>}
              leftSectionWidth={48}
              value={view.mobileNum}
              error={errorText(view.fieldErrors.mobileNum)}
              onChange={(e) => flow.send({ type: "MOBILE.CHANGE", field: "mobileNum", value: e.currentTarget.value })}
            />
            <Group align="flex-end" wrap="nowrap" gap="xs">
              <TextInput
                flex={1}
                label={t`Code sent to the new number`}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={view.verificationCode}
                error={errorText(view.fieldErrors.verificationCode)}
                onChange={(e) => flow.send({ type: "MOBILE.CHANGE", field: "verificationCode", value: e.currentTarget.value })}
              />
              <SmsCodeButton smsCode={view.smsCode} onSend={() => flow.send({ type: "MOBILE.SEND_CODE" })} />
            </Group>
            <ErrorAlert error={view.error} onClose={() => flow.send({ type: "MOBILE.DISMISS_ERROR" })} />
            <Button type="submit" loading={view.binding}>
              {current ? <Trans>Change mobile number</Trans> : <Trans>Bind mobile number</Trans>}
            </Button>
          </Stack>
        </form>
      )}
    </section>
  );
}
