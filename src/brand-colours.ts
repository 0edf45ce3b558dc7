// The brand's two colour scales, in a module of their own (no Mantine import) so that the build config can read them
// for the installed app's manifest (vite.config.ts) as well as the theme (src/theme.ts).

/** Gold/amber primary: shade 5 (#f5b700) is the brand colour; dark text sits on it (autoContrast). */
export const gold = [
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
] as const;

/** Deep navy-black surfaces: dark[7] is the page background, dark[0] the body text. */
export const dark = [
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
] as const;

