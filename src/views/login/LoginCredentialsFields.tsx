import { useLingui } from "@lingui/react/macro";
import { PasswordInput, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { useFieldErrorText } from "../common/use-field-error-text";
import { fieldProps, type LoginLayout } from "./field-layout";
import type { LoginRef } from "./use-login-ref";

export const MAX_CREDENTIAL_LENGTH = 64;

/** Username and password (LOGIN.CHANGE), each with its message. */
export function LoginCredentialsFields({ login, layout }: { login: LoginRef; layout: LoginLayout }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    login,
    ({ context }) => ({
      username: context.username,
      password: context.password,
      usernameError: context.fieldErrors.username,
      passwordError: context.fieldErrors.password,
    }),
    shallowEqual,
  );
  const compact = layout === "compact";
  return (
    <>
      <TextInput
        {...fieldProps(layout, t`Username`, errorText(view.usernameError))}
        w={compact ? 140 : undefined}
        value={view.username}
        onChange={(event) => login.send({ type: "LOGIN.CHANGE", field: "username", value: event.currentTarget.value })}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={MAX_CREDENTIAL_LENGTH}
      />
      <PasswordInput
        {...fieldProps(layout, t`Password`, errorText(view.passwordError))}
        w={compact ? 140 : undefined}
        value={view.password}
        onChange={(event) => login.send({ type: "LOGIN.CHANGE", field: "password", value: event.currentTarget.value })}
        // Mantine's PasswordInput links its error but does not mark the input invalid.
        aria-invalid={Boolean(view.passwordError) || undefined}
        autoComplete="current-password"
        maxLength={MAX_CREDENTIAL_LENGTH}
        visibilityToggleButtonProps={{ "aria-label": t`Show password` }}
      />
    </>
  );
}
