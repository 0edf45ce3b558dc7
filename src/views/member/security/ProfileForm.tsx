import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { type ProfileField } from "../../../../contract";
import { PROFILE_FIELDS } from "../../../../contract/security";
import { ErrorAlert } from "../../common/ErrorAlert";
import { useFieldErrorText } from "../../common/use-field-error-text";
import { SmsCodeButton } from "../../sms/SmsCodeButton";
import { BirthdayInput } from "./BirthdayInput";
import { RecoveryHold } from "./RecoveryHold";
import type { SecurityProfileRef } from "./use-security-flows";

/**
 * The profile fields with their server rules; address and nationality required, the real name read-only once set. A
 * new e-mail is confirmed first (EmailConfirmation); recovery by a new e-mail is held for 24 hours (RecoveryHold).
 */
export function ProfileForm({ flow }: { flow: SecurityProfileRef }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText("other");
  const view = useSelector(
    flow,
    (s) => ({
      values: s.context.values,
      fieldErrors: s.context.fieldErrors,
      error: s.context.error,
      saved: s.context.saved,
      saving: s.matches("saving"),
      confirming: s.matches("changingEmail"),
      emailHold: s.context.data?.emailRecoveryOpensAt,
      rules: s.context.data?.rules,
      locked: s.context.data?.realNameLocked ?? false,
    }),
    shallowEqual,
  );
  const labels: Record<ProfileField, string> = {
    nickname: t`Nickname`,
    realName: t`Real name`,
    birthday: t`Birthday`,
    email: t`E-mail`,
    telegram: t`Telegram`,
    line: t`LINE`,
    zalo: t`Zalo`,
    address: t`Address`,
    nationality: t`Nationality`,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: "PROFILE.SUBMIT" });
  };
  return (
    <>
    <form onSubmit={submit} noValidate aria-labelledby="profile-title">
      <Title order={2} fz="lg" id="profile-title" mb="sm">
        <Trans>Profile</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {PROFILE_FIELDS.map((field) => {
          const rule = view.rules?.[field];
          const readOnly = field === "realName" && view.locked;
          if (field === "birthday") {
            return (
              <BirthdayInput
                key={field}
                label={labels[field]}
                required={rule?.required === true}
                value={view.values[field]}
                error={errorText(view.fieldErrors[field])}
                onChange={(value) => flow.send({ type: "PROFILE.CHANGE", field, value })}
              />
            );
          }
          return (
            <TextInput
              key={field}
              name={field}
              label={labels[field]}
              type={field === "email" ? "email" : "text"}
              withAsterisk={rule?.required === true}
              readOnly={readOnly}
              description={readOnly ? t`The real name cannot be changed once set.` : undefined}
              maxLength={rule?.maxLength}
              value={view.values[field]}
              error={errorText(view.fieldErrors[field])}
              onChange={(e) => flow.send({ type: "PROFILE.CHANGE", field, value: e.currentTarget.value })}
            />
          );
        })}
      </SimpleGrid>
      {view.saved && (
        <Alert color="green" role="status" mt="sm">
          <Trans>Your profile was saved.</Trans>
        </Alert>
      )}
      <Stack mt="sm">
        <RecoveryHold opensAt={view.emailHold} channel="email" />
      </Stack>
      {!view.confirming && <ErrorAlert error={view.error} mt="sm" onClose={() => flow.send({ type: "PROFILE.DISMISS_ERROR" })} />}
      <Button type="submit" mt="md" loading={view.saving} disabled={view.confirming}>
        <Trans>Save profile</Trans>
      </Button>
    </form>
    {view.confirming && <EmailConfirmation flow={flow} />}
    </>
  );
}

/** Changing the e-mail: the login password and, when an e-mail is set, a code mailed to it; then confirm or go back. */
function EmailConfirmation({ flow }: { flow: SecurityProfileRef }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText("other");
  const view = useSelector(
    flow,
    (s) => ({
      loginPassword: s.context.loginPassword,
      emailCode: s.context.emailCode,
      errors: s.context.reauthErrors,
      error: s.context.error,
      hadEmail: (s.context.data?.profile.email ?? "") !== "",
      saving: s.matches({ changingEmail: "saving" }),
      emailCode$: s.children.emailCode,
    }),
    shallowEqual,
  );
  const confirm = (e: FormEvent) => {
    e.preventDefault();
    flow.send({ type: "PROFILE.CONFIRM" });
  };
  return (
    <Paper withBorder p="md" mt="md" component="form" onSubmit={confirm} noValidate aria-labelledby="email-confirm-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="email-confirm-title">
          <Trans>Confirm the new e-mail</Trans>
        </Title>
        <Text size="sm">
          {view.hadEmail ? (
            <Trans>The e-mail is used to recover your account. Enter your login password and the code we mail to your current e-mail.</Trans>
          ) : (
            <Trans>The e-mail is used to recover your account. Enter your login password.</Trans>
          )}
        </Text>
        <PasswordInput
          label={t`Login password`}
          autoComplete="current-password"
          value={view.loginPassword}
          error={errorText(view.errors.loginPassword)}
          onChange={(e) => flow.send({ type: "PROFILE.REAUTH_CHANGE", field: "loginPassword", value: e.currentTarget.value })}
        />
        {view.hadEmail && (
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              flex={1}
              label={t`Code sent to the current e-mail`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={view.emailCode}
              error={errorText(view.errors.emailCode)}
              onChange={(e) => flow.send({ type: "PROFILE.REAUTH_CHANGE", field: "emailCode", value: e.currentTarget.value })}
            />
            <SmsCodeButton smsCode={view.emailCode$} onSend={() => flow.send({ type: "PROFILE.SEND_EMAIL_CODE" })} />
          </Group>
        )}
        <ErrorAlert error={view.error} onClose={() => flow.send({ type: "PROFILE.DISMISS_ERROR" })} />
        <Group>
          <Button type="submit" loading={view.saving}>
            <Trans>Confirm and save</Trans>
          </Button>
          <Button variant="default" onClick={() => flow.send({ type: "PROFILE.CANCEL" })} disabled={view.saving}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
