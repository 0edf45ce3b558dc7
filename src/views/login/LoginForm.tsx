import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { ErrorAlert } from "../common/ErrorAlert";
import { CaptchaRow } from "./CaptchaRow";
import { IpVerificationStep } from "./IpVerificationStep";
import type { LoginLayout } from "./field-layout";
import { ForgotPasswordLink } from "./ForgotPasswordLink";
import { LoginAlternatives } from "./LoginAlternatives";
import { LoginCredentialsFields } from "./LoginCredentialsFields";
import { LoginModeSwitch } from "./LoginModeSwitch";
import { LoginSmsFields } from "./LoginSmsFields";
import { NO_SITE, type LoginSite } from "./login-site";
import { RememberMeCheckbox } from "./RememberMeCheckbox";
import type { LoginRef } from "./use-login-ref";
import classes from "./LoginForm.module.css";
import { isMachineSnapshot } from "../common/machine-child";

export interface LoginFormProps {
  login: LoginRef | undefined;
  /** The agent login page: only agents may continue. */
  agentLogin?: boolean;
  /** Full (popup, agent page) or compact (desktop header). */
  layout?: LoginLayout;
  /** Flags, countries and root events; without it the form has no recovery, free-play or register links. */
  site?: LoginSite;
}

/** Sign-in by username and password (captcha once asked for) or mobile number and SMS code; Enter submits. */
export function LoginForm({ login, agentLogin = false, layout = "full", site = NO_SITE }: LoginFormProps) {
  const { t } = useLingui();
  const view = useSelector(
    login,
    (snapshot) =>
      isMachineSnapshot(snapshot)
        ? {
            mode: snapshot.context.mode,
            error: snapshot.context.error,
            submitting: snapshot.matches({ active: { form: "submitting" } }),
            ipStep: snapshot.matches({ active: { form: "ipVerification" } }),
          }
        : undefined,
    shallowEqual,
  );
  if (!login || !view) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.send({ type: "LOGIN.SUBMIT", agentLogin });
  };
  const byUsername = view.mode === "username";
  const fields = byUsername ? <LoginCredentialsFields login={login} layout={layout} /> : <LoginSmsFields login={login} layout={layout} site={site} />;
  const dismissError = () => login.send({ type: "LOGIN.DISMISS_ERROR" });
  // A right password from an unregistered address needs extra verification: the step replaces the form (a dialog over the header's).
  if (view.ipStep && layout !== "compact") return <IpVerificationStep login={login} />;

  if (layout === "compact") {
    return (
      <>
        <form onSubmit={submit} noValidate className={classes.compactForm}>
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              {fields}
              <CaptchaRow login={login} layout={layout} />
              <Button type="submit" size="xs" loading={view.submitting} style={{ flexShrink: 0 }}>
                <Trans>Log in</Trans>
              </Button>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <LoginModeSwitch login={login} layout={layout} />
              {byUsername && <RememberMeCheckbox login={login} size="xs" />}
              <ForgotPasswordLink onOpen={site.onForgotPassword} size="xs" />
              <LoginAlternatives site={site} layout={layout} />
            </Group>
            {!view.ipStep && <ErrorAlert error={view.error} onClose={dismissError} className={classes.compactAlert} p="xs" />}
          </Stack>
        </form>
        <Modal opened={view.ipStep} onClose={() => login.send({ type: "LOGIN.IP_CANCEL" })} title={t`Extra verification`} centered>
          {view.ipStep && <IpVerificationStep login={login} titled={false} />}
        </Modal>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <LoginModeSwitch login={login} layout={layout} />
        {fields}
        <CaptchaRow login={login} layout={layout} />
        <Group justify="space-between" gap="xs">
          {byUsername ? <RememberMeCheckbox login={login} /> : <span />}
          <ForgotPasswordLink onOpen={site.onForgotPassword} />
        </Group>
        <ErrorAlert error={view.error} onClose={dismissError} />
        <Button type="submit" fullWidth loading={view.submitting}>
          <Trans>Log in</Trans>
        </Button>
        <LoginAlternatives site={site} layout={layout} />
      </Stack>
    </form>
  );
}
