import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, PasswordInput, Stack } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { ChangePasswordField } from "../../../machines/change-password.machine";
import { ErrorAlert } from "../common/ErrorAlert";
import { useFieldErrorText } from "../common/use-field-error-text";
import type { ChangePasswordRef } from "./use-change-password-ref";

const MAX_PASSWORD_LENGTH = 64;

/** Old password (unless known), new password and its confirmation (PASSWORD.CHANGE); submit, and Cancel when not forced. */
export function ChangePasswordForm({ changePassword }: { changePassword: ChangePasswordRef }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    changePassword,
    (snapshot) => ({
      forced: snapshot.context.forced,
      oldPassword: snapshot.context.oldPassword,
      newPassword: snapshot.context.newPassword,
      confirmNewPassword: snapshot.context.confirmNewPassword,
      fieldErrors: snapshot.context.fieldErrors,
      error: snapshot.context.error,
      busy: snapshot.matches("submitting") || snapshot.matches("signingInAgain"),
    }),
    shallowEqual,
  );
  const change = (field: ChangePasswordField) => (event: FormEvent<HTMLInputElement>) =>
    changePassword.send({ type: "PASSWORD.CHANGE", field, value: event.currentTarget.value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    changePassword.send({ type: "PASSWORD.SUBMIT" });
  };
  const toggle = { "aria-label": t`Show password` };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!view.forced && (
          <PasswordInput
            label={t`Old password`}
            value={view.oldPassword}
            onChange={change("oldPassword")}
            error={errorText(view.fieldErrors.oldPassword)}
            aria-invalid={Boolean(view.fieldErrors.oldPassword) || undefined}
            autoComplete="current-password"
            maxLength={MAX_PASSWORD_LENGTH}
            readOnly={view.busy}
            visibilityToggleButtonProps={toggle}
            data-autofocus
          />
        )}
        <PasswordInput
          label={t`New password`}
          value={view.newPassword}
          onChange={change("newPassword")}
          error={errorText(view.fieldErrors.newPassword)}
          aria-invalid={Boolean(view.fieldErrors.newPassword) || undefined}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          readOnly={view.busy}
          visibilityToggleButtonProps={toggle}
          data-autofocus={view.forced || undefined}
        />
        <PasswordInput
          label={t`Confirm new password`}
          value={view.confirmNewPassword}
          onChange={change("confirmNewPassword")}
          error={errorText(view.fieldErrors.confirmNewPassword)}
          aria-invalid={Boolean(view.fieldErrors.confirmNewPassword) || undefined}
          autoComplete="new-password"
          maxLength={MAX_PASSWORD_LENGTH}
          readOnly={view.busy}
          visibilityToggleButtonProps={toggle}
        />
        <ErrorAlert error={view.error} onClose={() => changePassword.send({ type: "PASSWORD.DISMISS_ERROR" })} />
        <Group justify="flex-end" gap="sm" mt="xs">
          {!view.forced && (
            <Button type="button" variant="default" onClick={() => changePassword.send({ type: "PASSWORD.CLOSE" })}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" loading={view.busy}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
