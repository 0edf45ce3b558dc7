import { Trans, useLingui } from "@lingui/react/macro";
import { Button, SegmentedControl, Stack } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import type { RecoveryMethod } from "../../../machines/forgot-password.machine";
import type { Country } from "../../../contract";
import { ErrorAlert } from "../common/ErrorAlert";
import { RecoveryEmailFields } from "./RecoveryEmailFields";
import { RecoveryPhoneFields } from "./RecoveryPhoneFields";
import type { ForgotPasswordRef } from "./use-forgot-password-ref";

interface RecoveryFormProps {
  forgotPassword: ForgotPasswordRef;
  countries: readonly Country[];
  visitorCountry: string;
}

/** "By e-mail" / "By phone" (RECOVERY.METHOD), the method's fields, the error and "Send" or "Reset password". */
export function RecoveryForm({ forgotPassword, countries, visitorCountry }: RecoveryFormProps) {
  const { t } = useLingui();
  const view = useSelector(
    forgotPassword,
    (snapshot) => ({
      method: snapshot.context.method,
      error: snapshot.context.error,
      busy: snapshot.matches("submitting") || snapshot.matches("sendingEmail") || snapshot.matches("resetting"),
    }),
    shallowEqual,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgotPassword.send({ type: "RECOVERY.SUBMIT" });
  };
  const byEmail = view.method === "email";
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t`Recovery method`}
          fullWidth
          size="xs"
          value={view.method}
          disabled={view.busy}
          data={[
            { value: "email", label: t`By e-mail` },
            { value: "phone", label: t`By phone` },
          ]}
          onChange={(value) => forgotPassword.send({ type: "RECOVERY.METHOD", method: value as RecoveryMethod })}
        />
        {byEmail ? (
          <RecoveryEmailFields forgotPassword={forgotPassword} readOnly={view.busy} />
        ) : (
          <RecoveryPhoneFields forgotPassword={forgotPassword} readOnly={view.busy} countries={countries} visitorCountry={visitorCountry} />
        )}
        <ErrorAlert error={view.error} onClose={() => forgotPassword.send({ type: "RECOVERY.DISMISS_ERROR" })} />
        <Button type="submit" fullWidth loading={view.busy}>
          {byEmail ? <Trans>Send</Trans> : <Trans>Reset password</Trans>}
        </Button>
      </Stack>
    </form>
  );
}
