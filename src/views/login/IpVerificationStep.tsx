import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { ErrorAlert } from "../common/ErrorAlert";
import { machineChild } from "../common/machine-child";
import { useFieldErrorText } from "../common/use-field-error-text";
import { SmsCodeButton } from "../sms/SmsCodeButton";
import type { LoginRef } from "./use-login-ref";

/**
 * Extra verification of a sign-in from an unregistered address: the registered mobile masked, "Send code",
 * the code, "Verify and log in" and "Back to login" (LOGIN.IP_SEND_CODE, LOGIN.CHANGE ipCode, LOGIN.IP_SUBMIT,
 * LOGIN.IP_CANCEL).
 */
export function IpVerificationStep({ login, titled = true }: { login: LoginRef; /** False inside a dialog that carries the title. */ titled?: boolean }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    login,
    (snapshot) => ({
      mobile: snapshot.context.ipVerification?.mobile ?? "",
      code: snapshot.context.ipCode,
      codeError: snapshot.context.fieldErrors.ipCode,
      error: snapshot.context.error,
      verifying: snapshot.matches({ active: { form: { ipVerification: "verifying" } } }),
    }),
    shallowEqual,
  );
  const smsCode = useSelector(login, (snapshot) => machineChild(snapshot.children.ipSmsCode));
  const { mobile } = view;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.send({ type: "LOGIN.IP_SUBMIT" });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Extra verification`}>
      <Stack gap="sm">
        {titled && (
          <Title order={4}>
            <Trans>Extra verification</Trans>
          </Title>
        )}
        <Text size="sm">
          <Trans>You are signing in from a new network or device. To protect your account, we send a code by SMS to your registered mobile {mobile}.</Trans>
        </Text>
        <TextInput
          label={t`Code sent by SMS`}
          error={errorText(view.codeError)}
          value={view.code}
          onChange={(event) => login.send({ type: "LOGIN.CHANGE", field: "ipCode", value: event.currentTarget.value })}
          rightSection={<SmsCodeButton smsCode={smsCode} onSend={() => login.send({ type: "LOGIN.IP_SEND_CODE" })} size="xs" />}
          rightSectionWidth={128}
          rightSectionPointerEvents="all"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          data-autofocus
        />
        <ErrorAlert error={view.error} onClose={() => login.send({ type: "LOGIN.DISMISS_ERROR" })} />
        <Button type="submit" fullWidth loading={view.verifying}>
          <Trans>Verify and log in</Trans>
        </Button>
        <Button type="button" variant="subtle" fullWidth disabled={view.verifying} onClick={() => login.send({ type: "LOGIN.IP_CANCEL" })}>
          <Trans>Back to login</Trans>
        </Button>
      </Stack>
    </form>
  );
}
