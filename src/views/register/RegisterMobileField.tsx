import { useLingui } from "@lingui/react/macro";
import { Group, TextInput } from "@mantine/core";
import type { Country } from "../../../contract";
import { CountryDialingCodePicker } from "../common/CountryDialingCodePicker";
import { INPUT_HINTS } from "./register-field-input";
import { REGISTER_FIELD_LABELS } from "./register-field-labels";
import { useRegisterField } from "./use-register-field";
import type { RegisterRef } from "./use-register-ref";

interface RegisterMobileFieldProps {
  register: RegisterRef;
  countries: readonly Country[];
  visitorCountry: string;
}

/** The dialling-code picker (REGISTER.COUNTRY) beside the mobile number. */
export function RegisterMobileField({ register, countries, visitorCountry }: RegisterMobileFieldProps) {
  const { i18n } = useLingui();
  const view = useRegisterField(register, "mobileNum");
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <CountryDialingCodePicker
        countries={countries}
        initialCode={register.getSnapshot().context.countryDialingCode}
        visitorCountry={visitorCountry}
        readOnly={view.readOnly}
        onChange={(code) => {
          if (code !== register.getSnapshot().context.countryDialingCode) register.send({ type: "REGISTER.COUNTRY", countryDialingCode: code });
        }}
      />
      <TextInput
        label={i18n._(REGISTER_FIELD_LABELS.mobileNum)}
        withAsterisk={view.required}
        aria-required={view.required || undefined}
        style={{ flex: 1 }}
        value={view.value}
        onChange={(event) => view.change(event.currentTarget.value)}
        error={view.error}
        maxLength={view.maxLength}
        readOnly={view.readOnly}
        {...INPUT_HINTS.mobileNum}
      />
    </Group>
  );
}
