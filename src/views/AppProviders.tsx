import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, type ReactNode } from "react";
import { i18n } from "../i18n";
import { theme } from "../theme";
import "./global.css";

// The notification container (and its transition library) is not needed for the first paint: it comes in a chunk of
// its own, fetched alongside the page's. Notifications shown before it mounts wait in Mantine's store.
const NotificationsHost = lazy(() => import("./NotificationsHost"));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="dark">
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
