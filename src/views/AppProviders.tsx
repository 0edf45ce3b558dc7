import { msg } from "@lingui/core/macro";
import { I18nProvider, useLingui } from "@lingui/react";
import { mergeThemeOverrides, MantineProvider, PasswordInput } from "@mantine/core";
import { lazy, Suspense, useMemo, type ReactNode } from "react";
import { i18n } from "../i18n";
import { theme } from "../theme";
import "./global.css";

// The notification container (and its transition library) is not needed for the first paint: it comes in a chunk of
// its own, fetched alongside the page's. Notifications shown before it mounts wait in Mantine's store.
const NotificationsHost = lazy(() => import("./NotificationsHost"));

const SHOW_PASSWORD = msg`Show password`;

/**
 * Mantine with the texts its components write themselves in the page's language: a password field's eye button is
 * "Toggle password visibility" unless told otherwise (issue 19).
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const label = active._(SHOW_PASSWORD);
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { PasswordInput: PasswordInput.extend({ defaultProps: { visibilityToggleButtonProps: { "aria-label": label } } }) },
      }),
    [label],
  );
  return (
    <MantineProvider theme={localized} forceColorScheme="dark">
      {children}
    </MantineProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <LocalizedMantine>
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </LocalizedMantine>
    </I18nProvider>
  );
}
