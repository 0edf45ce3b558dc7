import { gold, dark } from "./brand-colours";
import { createTheme, defaultVariantColorsResolver, type CSSVariablesResolver, luminance, parseThemeColor, type VariantColorsResolver } from "@mantine/core";

/** WCAG 2.x contrast ratio of two colours from their relative luminances. */
const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Text on colour that meets WCAG AA (4.5:1) without darkening the brand: the "white" variant (a colour's text on a white
 * button) takes the first shade from the filled one down that reads 4.5:1 on white (gold 8, #8a6600, for the gold
 * primary); everything else is Mantine's resolver, whose filled text (white or near-black) the luminance threshold below
 * picks.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant !== "white" || !parsed.isThemeColor) return resolved;
  const shades = input.theme.colors[parsed.color]!;
  const white = luminance(input.theme.white);
  const first = parsed.shade ?? 5;
  const shade = [first, 6, 7, 8, 9].find((n) => n >= first && contrast(luminance(shades[n]!), white) >= 4.5) ?? 9;
  return { ...resolved, color: `var(--mantine-color-${parsed.color}-${shade})` };
};

/** Sarabun first (self-hosted, @fontsource/sarabun): Thai text never depends on a font the system may lack. */
export const siteFontFamily =
  "Sarabun, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Thai', 'Helvetica Neue', Arial, sans-serif";

/**
 * The site theme: dark, gold primary, Sarabun (self-hosted), readable contrast from 360 px phones to wide desktops.
 * The app is always dark (AppProviders forces it), so filled colours are shade 5 (the brand gold #f5b700) in both
 * schemes: Mantine's autoContrast then judges the shade that is shown. Above luminance 0.19 near-black text reads better
 * than white (at least 4.5:1: #f5b700 10.5:1, blue #339af0 6.3:1, red #ff6b6b 6.8:1, where white gave 1.8, 3.0 and
 * 2.8); darker shades keep white text.
 */
/**
 * Mantine's dark scheme writes errors in red 8 (#e03131), 4.2:1 on the page background (dark 7): under WCAG AA for a
 * field's 13 px error text (3.6:1 on a card, dark 6). Red 5 (#ff6b6b) reads 6.8:1 there, 5.8:1 on a card and 4.8:1 on
 * dark 5.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { "--mantine-color-error": "var(--mantine-color-red-5)" },
});

export const theme = createTheme({
  primaryColor: "gold",
  primaryShade: 5,
  colors: { gold, dark },
  autoContrast: true,
  luminanceThreshold: 0.19,
  variantColorResolver,
  white: "#ffffff",
  black: "#0d1117",
  fontFamily: siteFontFamily,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  headings: { fontFamily: siteFontFamily, fontWeight: "600" },
  defaultRadius: "md",
  cursorType: "pointer",
  focusRing: "auto",
  respectReducedMotion: true,
  fontSizes: { xs: "0.8125rem", sm: "0.9375rem", md: "1rem", lg: "1.125rem", xl: "1.25rem" },
  lineHeights: { md: "1.6" },
  // Plain entries (what `Modal.extend` returns): importing Drawer here put it and its CSS into the first load.
  components: {
    // With a variant the chip takes its checked colours from the resolver (autoContrast), not Mantine's white on primary.
    Chip: { defaultProps: { variant: "filled" } },
    // Without a colour or variant Mantine's stylesheet draws a badge white on the primary (1.8:1 on gold); with the
    // variant its colours come from the resolver, dark text on gold.
    Badge: { defaultProps: { variant: "filled" } },
    Modal: { styles: { title: { fontWeight: 600, fontSize: "var(--mantine-font-size-lg)" } } },
    Drawer: { styles: { title: { fontWeight: 600 } } },
    // A table wider than the screen scrolls sideways: its viewport is a Tab stop, so the keyboard can scroll it too.
    // A spinner is an indeterminate progress bar named by its aria-label (without a role, axe calls the label
    // prohibited). Not a status: that role is for the messages a flow shows, which tests and screen readers look for.
    Loader: { defaultProps: { role: "progressbar" } },
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});
