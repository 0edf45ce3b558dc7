import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { machineChild } from "../common/machine-child";
import { SmsCodeButton } from "../sms/SmsCodeButton";
import { INPUT_HINTS } from "./register-field-input";
import { REGISTER_FIELD_LABELS } from "./register-field-labels";
import { useRegisterField } from "./use-register-field";
import type { RegisterRef } from "./use-register-ref";

/** The SMS verification code with its "Send code" button (REGISTER.SEND_CODE; the flow checks the number first). */
export function RegisterCodeField({ register }: { register: RegisterRef }) {
  const { i18n } = useLingui();
  const view = useRegisterField(register, "verificationCode");
  const smsCode = useSelector(register, (snapshot) => machineChild(snapshot.children.smsCode));
  return (
    <TextInput
      label={i18n._(REGISTER_FIELD_LABELS.verificationCode)}
      withAsterisk={view.required}
      aria-required={view.required || undefined}
      value={view.value}
      onChange={(event) => view.change(event.currentTarget.value)}
      error={view.error}
      maxLength={view.maxLength}
      readOnly={view.readOnly}
      {...INPUT_HINTS.verificationCode}
      rightSection={<SmsCodeButton smsCode={smsCode} onSend={() => register.send({ type: "REGISTER.SEND_CODE" })} size="xs" />}
      rightSectionWidth={128}
      rightSectionPointerEvents="all"
    />
  );
}
