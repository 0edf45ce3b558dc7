import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import type { ReactNode } from "react";
import { i18n } from "../i18n";
import { theme } from "../theme";
import "./global.css";

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="dark">
        <Notifications position="top-center" zIndex={400} />
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
