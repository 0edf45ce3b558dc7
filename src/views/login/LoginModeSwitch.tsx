import { useLingui } from "@lingui/react/macro";
import { SegmentedControl } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { LoginMode } from "../../../machines/login.machine";
import type { LoginLayout } from "./field-layout";
import type { LoginRef } from "./use-login-ref";

/** "Username" / "Mobile number" (LOGIN.MODE), only where SMS login is on (MOBILEVERCODELOGIN3). */
export function LoginModeSwitch({ login, layout }: { login: LoginRef; layout: LoginLayout }) {
  const { t } = useLingui();
  const enabled = useSelector(login, (snapshot) => snapshot.context.smsLoginEnabled);
  const mode = useSelector(login, (snapshot) => snapshot.context.mode);
  if (!enabled) return null;
  return (
    <SegmentedControl
      aria-label={t`Login method`}
      size="xs"
      fullWidth={layout === "full"}
      value={mode}
      data={[
        { value: "username", label: t`Username` },
        { value: "sms", label: t`Mobile number` },
      ]}
      onChange={(value) => login.send({ type: "LOGIN.MODE", mode: value as LoginMode })}
    />
  );
}
