import { useLingui } from "@lingui/react/macro";
import { countryName } from "./country-name";
import { useLanguage } from "./use-language";
import { Combobox, InputBase, ScrollArea, useCombobox, type MantineSize } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import type { Country } from "../../../contract";
import { CountryFlag } from "./CountryFlag";

/** The dropdown closes this long after the picker loses focus (spec.md section 2). */
export const PICKER_CLOSE_DELAY_MS = 200;

interface CountryDialingCodePickerProps {
  countries: readonly Country[];
  /** A dialling code ("+66") to start from, when the list has it. */
  initialCode?: string;
  /** The visitor's country code ("TH"): the start when there is no usable initial code. */
  visitorCountry?: string;
  /** Called with the dialling code on mount and on each choice. */
  onChange: (dialingCode: string) => void;
  /** Shows "Country code" above the picker (the accessible name, "Country code: +66", says it either way). */
  withLabel?: boolean;
  size?: MantineSize;
  readOnly?: boolean;
  w?: number | string;
}

function startingCountry(countries: readonly Country[], initialCode?: string, visitorCountry?: string): Country {
  return (
    countries.find((country) => country.countryDialingCode === initialCode) ??
    countries.find((country) => country.countryCode === visitorCountry) ??
    countries[0]!
  );
}

/** Flag and plus-prefixed dialling code, chosen from the merchant's countries. */
export function CountryDialingCodePicker({
  countries,
  initialCode,
  visitorCountry,
  onChange,
  withLabel = true,
  size = "sm",
  readOnly = false,
  w = 112,
}: CountryDialingCodePickerProps) {
  const { t } = useLingui();
  const language = useLanguage();
  // Without a list the picker still shows (and emits) the code it was given.
  const options = countries.length > 0 ? countries : [{ countryCode: "", countryDialingCode: initialCode ?? "", name: "" }];
  const [selected, setSelected] = useState(() => startingCountry(options, initialCode, visitorCountry));
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);

  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    onChangeRef.current(selected.countryDialingCode);
  }, [selected]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => combobox.closeDropdown(), PICKER_CLOSE_DELAY_MS);
  };

  return (
    <Combobox
      store={combobox}
      size={size}
      width={240}
      position="bottom-start"
      readOnly={readOnly}
      onOptionSubmit={(value) => {
        const country = options.find((option) => option.countryCode === value);
        if (country) setSelected(country);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <InputBase
          component="button"
          type="button"
          pointer
          size={size}
          w={w}
          label={withLabel ? t`Country code` : undefined}
          // The name carries the code the button shows, so a voice user can say what they see (WCAG 2.5.3).
          aria-label={t`Country code: ${selected.countryDialingCode}`}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          onFocus={cancelClose}
          onBlur={closeSoon}
        >
          <CountryFlag countryCode={selected.countryCode} /> {selected.countryDialingCode}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={260} type="scroll">
            {options.map((country) => (
              <Combobox.Option key={country.countryCode || country.countryDialingCode} value={country.countryCode} active={country.countryCode === selected.countryCode}>
                <CountryFlag countryCode={country.countryCode} /> {countryName(country.countryCode, country.name, language)} {country.countryDialingCode}
              </Combobox.Option>
            ))}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
