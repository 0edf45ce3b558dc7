import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { i18n } from "../i18n";
import { theme } from "../theme";
import "./global.css";

// The notification container (and its transition library) is not needed for the first paint: it loads once the
// page is idle. Notifications shown before that wait in Mantine's store and appear when it mounts.
const NotificationsHost = lazy(() => import("./NotificationsHost"));

function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 1000);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const idle = useIdle();
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="dark">
        {idle && (
          <Suspense fallback={null}>
            <NotificationsHost />
          </Suspense>
        )}
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
