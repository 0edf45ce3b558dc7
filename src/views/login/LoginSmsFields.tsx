import { useLingui } from "@lingui/react/macro";
import { Group, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { machineChild } from "../common/machine-child";
import { CountryDialingCodePicker } from "../common/CountryDialingCodePicker";
import { useFieldErrorText } from "../common/use-field-error-text";
import { SmsCodeButton } from "../sms/SmsCodeButton";
import { fieldProps, type LoginLayout } from "./field-layout";
import type { LoginSite } from "./login-site";
import type { LoginRef } from "./use-login-ref";

/** Dialling code, mobile number, verification code and the send-code button (LOGIN.CHANGE, LOGIN.SEND_CODE). */
export function LoginSmsFields({ login, layout, site }: { login: LoginRef; layout: LoginLayout; site: LoginSite }) {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const view = useSelector(
    login,
    ({ context }) => ({
      mobileNum: context.mobileNum,
      verificationCode: context.verificationCode,
      countryDialingCode: context.countryDialingCode,
      mobileError: context.fieldErrors.mobileNum,
      codeError: context.fieldErrors.verificationCode,
    }),
    shallowEqual,
  );
  const smsCode = useSelector(login, (snapshot) => machineChild(snapshot.children.smsCode));
  const compact = layout === "compact";
  const size = compact ? "xs" : "sm";

  const picker = (
    <CountryDialingCodePicker
      countries={site.countries}
      initialCode={view.countryDialingCode}
      visitorCountry={site.visitorCountry}
      withLabel={!compact}
      size={size}
      w={compact ? 96 : 112}
      onChange={(code) => {
        if (code !== login.getSnapshot().context.countryDialingCode) login.send({ type: "LOGIN.CHANGE", field: "countryDialingCode", value: code });
      }}
    />
  );
  const mobile = (
    <TextInput
      {...fieldProps(layout, t`Mobile number`, errorText(view.mobileError))}
      w={compact ? 130 : undefined}
      style={compact ? undefined : { flex: 1 }}
      value={view.mobileNum}
      onChange={(event) => login.send({ type: "LOGIN.CHANGE", field: "mobileNum", value: event.currentTarget.value })}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
    />
  );
  const sendCode = <SmsCodeButton smsCode={smsCode} onSend={() => login.send({ type: "LOGIN.SEND_CODE" })} size="xs" />;
  const code = (
    <TextInput
      {...fieldProps(layout, t`Verification code`, errorText(view.codeError))}
      w={compact ? 110 : undefined}
      // Full layout: the send button sits inside the field's right end.
      rightSection={compact ? undefined : sendCode}
      rightSectionWidth={compact ? undefined : 128}
      rightSectionPointerEvents="all"
      value={view.verificationCode}
      onChange={(event) => login.send({ type: "LOGIN.CHANGE", field: "verificationCode", value: event.currentTarget.value })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={255}
    />
  );

  if (compact) {
    return (
      <>
        {picker}
        {mobile}
        {code}
        {sendCode}
      </>
    );
  }
  return (
    <>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {picker}
        {mobile}
      </Group>
      {code}
    </>
  );
}
