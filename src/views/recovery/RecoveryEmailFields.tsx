import type { ChangeEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { RecoveryField } from "../../../machines/forgot-password.machine";
import { useFieldErrorText } from "../common/use-field-error-text";
import type { ForgotPasswordRef } from "./use-forgot-password-ref";

/** Username and e-mail (RECOVERY.CHANGE). */
export function RecoveryEmailFields({ forgotPassword, readOnly }: { forgotPassword: ForgotPasswordRef; readOnly: boolean }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    forgotPassword,
    ({ context }) => ({
      username: context.username,
      email: context.email,
      usernameError: context.fieldErrors.username,
      emailError: context.fieldErrors.email,
    }),
    shallowEqual,
  );
  const change = (field: RecoveryField) => (event: ChangeEvent<HTMLInputElement>) =>
    forgotPassword.send({ type: "RECOVERY.CHANGE", field, value: event.currentTarget.value });
  return (
    <>
      <TextInput
        label={t`Username`}
        value={view.username}
        onChange={change("username")}
        error={errorText(view.usernameError)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        readOnly={readOnly}
        data-autofocus
      />
      <TextInput
        label={t`E-mail`}
        type="email"
        value={view.email}
        onChange={change("email")}
        error={errorText(view.emailError)}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={255}
        readOnly={readOnly}
      />
    </>
  );
}
