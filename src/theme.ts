import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Gold/amber primary: shade 5 (#f5b700) is the brand colour; dark text sits on it (autoContrast). */
const gold: MantineColorsTuple = [
  "#fff9e3",
  "#fff0c2",
  "#ffe28a",
  "#ffd34f",
  "#ffc624",
  "#f5b700",
  "#d69f00",
  "#b08300",
  "#8a6600",
  "#654b00",
];

/** Deep navy-black surfaces: dark[7] is the page background, dark[0] the body text. */
const dark: MantineColorsTuple = [
  "#e6e9ef",
  "#c3c8d3",
  "#9aa2b3",
  "#6f788c",
  "#3d4455",
  "#2a303d",
  "#1c212b",
  "#0d1117",
  "#090c11",
  "#05070a",
];

const fontFamily =
  "Sarabun, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif";

/** The site theme: dark, gold primary, Sarabun (self-hosted), readable contrast from 360 px phones to wide desktops. */
export const theme = createTheme({
  primaryColor: "gold",
  primaryShade: { light: 6, dark: 5 },
  colors: { gold, dark },
  autoContrast: true,
  luminanceThreshold: 0.35,
  white: "#ffffff",
  black: "#0d1117",
  fontFamily,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  headings: { fontFamily, fontWeight: "600" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  respectReducedMotion: true,
  fontSizes: { xs: "0.8125rem", sm: "0.9375rem", md: "1rem", lg: "1.125rem", xl: "1.25rem" },
  lineHeights: { md: "1.6" },
  // Plain entries (what `Modal.extend` returns): importing Drawer here put it and its CSS into the first load.
  components: {
    Modal: { styles: { title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } } },
    Drawer: { styles: { title: { fontWeight: 600 } } },
  },
});
