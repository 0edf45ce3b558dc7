import { msg } from "@lingui/core/macro";
import { I18nProvider, useLingui } from "@lingui/react";
import { mergeThemeOverrides, MantineProvider, type PasswordInputProps } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import { i18n } from "../i18n";
import { cssVariablesResolver, theme } from "../theme";
import "./global.css";

const SHOW_PASSWORD = msg`Show password`;

/**
 * Mantine with the texts its components write themselves in the page's language: a password field's eye button is
 * "Toggle password visibility" unless told otherwise, on a Thai page too.
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const label = active._(SHOW_PASSWORD);
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        // A plain theme entry (what `PasswordInput.extend` returns): importing PasswordInput here would put the component
        // and its CSS into the first load, which shows no password field.
        components: { PasswordInput: { defaultProps: { visibilityToggleButtonProps: { "aria-label": label } } satisfies Partial<PasswordInputProps> } },
      }),
    [label],
  );
  return (
    <MantineProvider theme={localized} forceColorScheme="dark" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LocalizedMantine>
        {children}
      </LocalizedMantine>
    </I18nProvider>
  );
}
