import { useLingui } from "@lingui/react/macro";
import { PasswordInput, TextInput } from "@mantine/core";
import type { ChangeEvent } from "react";
import type { RegisterField } from "../../../contract";
import { INPUT_HINTS, PASSWORD_FIELDS } from "./register-field-input";
import { REGISTER_FIELD_DESCRIPTIONS, REGISTER_FIELD_LABELS } from "./register-field-labels";
import { useRegisterField } from "./use-register-field";
import type { RegisterRef } from "./use-register-ref";

/** A plain or password field of the form, labelled, marked when required, its message underneath. */
export function RegisterTextField({ register, field }: { register: RegisterRef; field: RegisterField }) {
  const { t, i18n } = useLingui();
  const view = useRegisterField(register, field);
  // One toggle per password field, each named after its field.
  const showLabel = field === "confirmPassword" ? t`Show confirm password` : field === "paymentPassword" ? t`Show payment password` : t`Show password`;
  const description = REGISTER_FIELD_DESCRIPTIONS[field];
  const common = {
    label: i18n._(REGISTER_FIELD_LABELS[field]),
    description: description ? i18n._(description) : undefined,
    // Thai's stacked vowels and tone marks need room: Mantine's description line height is too tight for them.
    styles: { description: { lineHeight: 1.6 } },
    withAsterisk: view.required,
    "aria-required": view.required || undefined,
    error: view.error,
    value: view.value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => view.change(event.currentTarget.value),
    maxLength: view.maxLength,
    readOnly: view.readOnly,
    ...INPUT_HINTS[field],
  };
  if (PASSWORD_FIELDS.has(field)) {
    return (
      <PasswordInput
        {...common}
        // Mantine's PasswordInput links its error but does not mark the input invalid.
        aria-invalid={Boolean(view.error) || undefined}
        visibilityToggleButtonProps={{ "aria-label": showLabel }}
      />
    );
  }
  return <TextInput {...common} />;
}
