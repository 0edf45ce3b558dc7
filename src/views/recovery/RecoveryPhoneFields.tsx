import type { ChangeEvent } from "react";
import { useLingui } from "@lingui/react/macro";
import { Group, PasswordInput, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { RecoveryField } from "../../../machines/forgot-password.machine";
import type { Country } from "../../../contract";
import { machineChild } from "../common/machine-child";
import { CountryDialingCodePicker } from "../common/CountryDialingCodePicker";
import { useFieldErrorText } from "../common/use-field-error-text";
import { SmsCodeButton } from "../sms/SmsCodeButton";
import type { ForgotPasswordRef } from "./use-forgot-password-ref";

interface RecoveryPhoneFieldsProps {
  forgotPassword: ForgotPasswordRef;
  readOnly: boolean;
  countries: readonly Country[];
  visitorCountry: string;
}

/** Dialling code, mobile number, SMS code (RECOVERY.SEND_CODE) and the new password (RECOVERY.CHANGE). */
export function RecoveryPhoneFields({ forgotPassword, readOnly, countries, visitorCountry }: RecoveryPhoneFieldsProps) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    forgotPassword,
    ({ context }) => ({
      mobileNum: context.mobileNum,
      countryDialingCode: context.countryDialingCode,
      verificationCode: context.verificationCode,
      newPassword: context.newPassword,
      fieldErrors: context.fieldErrors,
    }),
    shallowEqual,
  );
  const smsCode = useSelector(forgotPassword, (snapshot) => machineChild(snapshot.children.smsCode));
  const change = (field: RecoveryField) => (event: ChangeEvent<HTMLInputElement>) =>
    forgotPassword.send({ type: "RECOVERY.CHANGE", field, value: event.currentTarget.value });
  return (
    <>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <CountryDialingCodePicker
          countries={countries}
          initialCode={view.countryDialingCode}
          visitorCountry={visitorCountry}
          readOnly={readOnly}
          onChange={(code) => {
            if (code !== forgotPassword.getSnapshot().context.countryDialingCode) {
              forgotPassword.send({ type: "RECOVERY.CHANGE", field: "countryDialingCode", value: code });
            }
          }}
        />
        <TextInput
          label={t`Mobile number`}
          style={{ flex: 1 }}
          type="tel"
          inputMode="numeric"
          value={view.mobileNum}
          onChange={change("mobileNum")}
          error={errorText(view.fieldErrors.mobileNum)}
          autoComplete="tel-national"
          maxLength={20}
          readOnly={readOnly}
        />
      </Group>
      <TextInput
        label={t`Verification code`}
        inputMode="numeric"
        value={view.verificationCode}
        onChange={change("verificationCode")}
        error={errorText(view.fieldErrors.verificationCode)}
        autoComplete="one-time-code"
        maxLength={255}
        readOnly={readOnly}
        rightSection={<SmsCodeButton smsCode={smsCode} onSend={() => forgotPassword.send({ type: "RECOVERY.SEND_CODE" })} size="xs" />}
        rightSectionWidth={128}
        rightSectionPointerEvents="all"
      />
      <PasswordInput
        label={t`New password`}
        value={view.newPassword}
        onChange={change("newPassword")}
        error={errorText(view.fieldErrors.newPassword)}
        aria-invalid={Boolean(view.fieldErrors.newPassword) || undefined}
        autoComplete="new-password"
        maxLength={64}
        readOnly={readOnly}
        visibilityToggleButtonProps={{ "aria-label": t`Show password` }}
      />
    </>
  );
}
