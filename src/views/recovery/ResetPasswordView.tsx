import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Center, Group, Loader, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent, ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { ResetPasswordField, resetPasswordMachine } from "../../../machines/reset-password.machine";
import { errorMessage } from "../../i18n/error-message";
import { ErrorAlert } from "../common/ErrorAlert";
import { stateView } from "../common/state-view";
import { useFieldErrorText } from "../common/use-field-error-text";
import { useMessageText } from "../common/use-message-text";

export type ResetPasswordRef = ActorRefFrom<typeof resetPasswordMachine>;

const MAX_PASSWORD_LENGTH = 64;

/**
 * The page of a mailed reset link: checking it, the new password and its confirmation, then "log in again" (spec.md
 * section 5); a used or expired link says so and offers a new one.
 */
export function ResetPasswordView({ reset }: { reset: ResetPasswordRef }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const text = useMessageText();
  const view = useSelector(
    reset,
    (snapshot) => ({
      step: stateView(snapshot, { start: "checking", checking: "checking", checkFailed: "checkFailed", loadingRule: "checking", editing: "editing", submitting: "submitting", linkInvalid: "linkInvalid", done: "done" }),
      username: snapshot.context.username,
      newPassword: snapshot.context.newPassword,
      confirmNewPassword: snapshot.context.confirmNewPassword,
      fieldErrors: snapshot.context.fieldErrors,
      error: snapshot.context.error,
    }),
    shallowEqual,
  );
  const change = (field: ResetPasswordField) => (event: FormEvent<HTMLInputElement>) => reset.send({ type: "RESET.CHANGE", field, value: event.currentTarget.value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.send({ type: "RESET.SUBMIT" });
  };
  const toggle = { "aria-label": t`Show password` };

  let body;
  switch (view.step) {
    case "checking":
      body = (
        <Center py="lg">
          <Loader aria-label={t`Checking the link`} />
        </Center>
      );
      break;
    case "checkFailed":
      body = (
        <ErrorWithAction message={view.error ? text(errorMessage(view.error)) : null} onClick={() => reset.send({ type: "RESET.RETRY" })}>
          <Trans>Try again</Trans>
        </ErrorWithAction>
      );
      break;
    case "linkInvalid":
      body = (
        <ErrorWithAction message={view.error ? text(errorMessage(view.error)) : null} onClick={() => reset.send({ type: "RESET.ASK_NEW_LINK" })}>
          <Trans>Ask for a new link</Trans>
        </ErrorWithAction>
      );
      break;
    case "done":
      body = (
        <Stack gap="md">
          <Text role="status">
            <Trans>Password reset success, please log in again</Trans>
          </Text>
          <Group justify="flex-end">
            <Button component={Link} to="/login">
              <Trans>Log in</Trans>
            </Button>
          </Group>
        </Stack>
      );
      break;
    default: {
      const busy = view.step === "submitting";
      const username = view.username ?? "";
      body = (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text>
              <Trans>Choose a new password for account {username}.</Trans>
            </Text>
            <PasswordInput
              label={t`New password`}
              value={view.newPassword}
              onChange={change("newPassword")}
              error={errorText(view.fieldErrors.newPassword)}
              aria-invalid={Boolean(view.fieldErrors.newPassword) || undefined}
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              readOnly={busy}
              visibilityToggleButtonProps={toggle}
              data-autofocus
            />
            <PasswordInput
              label={t`Confirm new password`}
              value={view.confirmNewPassword}
              onChange={change("confirmNewPassword")}
              error={errorText(view.fieldErrors.confirmNewPassword)}
              aria-invalid={Boolean(view.fieldErrors.confirmNewPassword) || undefined}
              autoComplete="new-password"
              maxLength={MAX_PASSWORD_LENGTH}
              readOnly={busy}
              visibilityToggleButtonProps={toggle}
            />
            <ErrorAlert error={view.error} onClose={() => reset.send({ type: "RESET.DISMISS_ERROR" })} />
            <Group justify="flex-end" mt="xs">
              <Button type="submit" loading={busy}>
                <Trans>Set new password</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      );
    }
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} maw={440} mx="auto" my="xl" radius="md">
      <Title order={1} fz={{ base: "xl", sm: "h2" }} mb="md">
        <Trans>Reset password</Trans>
      </Title>
      {body}
    </Paper>
  );
}

/** The failure and the one thing the person can do about it (try again, or ask for a new link). */
function ErrorWithAction({ message, onClick, children }: { message: ReactNode; onClick: () => void; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert role="alert" color="red" variant="light">
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClick}>{children}</Button>
      </Group>
    </Stack>
  );
}
