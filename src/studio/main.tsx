import "@fontsource/sarabun/400.css";
import "@fontsource/sarabun/700.css";
import "@mantine/core/styles.css";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { siteFontFamily } from "../theme";
import { App } from "./App";
import { i18n, initialLanguage, setLanguage } from "./i18n";

setLanguage(initialLanguage());

createRoot(document.getElementById("studio")!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <MantineProvider defaultColorScheme="light" theme={{ fontFamily: siteFontFamily, headings: { fontFamily: siteFontFamily } }}>
        <App />
      </MantineProvider>
    </I18nProvider>
  </StrictMode>,
);
