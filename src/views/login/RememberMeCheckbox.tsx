import { useLingui } from "@lingui/react/macro";
import { Checkbox } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { LoginRef } from "./use-login-ref";

/** Keeps the username for a day (LOGIN.REMEMBER). */
export function RememberMeCheckbox({ login, size = "sm" }: { login: LoginRef; size?: "xs" | "sm" }) {
  const { t } = useLingui();
  const checked = useSelector(login, (snapshot) => snapshot.context.rememberMe);
  return (
    <Checkbox
      label={t`Remember me`}
      size={size}
      checked={checked}
      onChange={(event) => login.send({ type: "LOGIN.REMEMBER", value: event.currentTarget.checked })}
    />
  );
}
