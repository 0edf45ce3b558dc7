import { defineConfig, minimal2023Preset } from "@vite-pwa/assets-generator/config";

/**
 * The installed app's icons, drawn from the site's logo (public/favicon.svg) by `npm run icons`; the outputs are
 * committed in public/ so a build needs no image tools. The maskable icon pads the crown on the page's background
 * colour (theme.ts dark[7]) so a launcher's circle or squircle never cuts it.
 */
export default defineConfig({
  headLinkOptions: { preset: "2023" },
  preset: {
    ...minimal2023Preset,
    // public/favicon.ico stays the one the site has.
    transparent: { ...minimal2023Preset.transparent, favicons: [] },
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: "#0d1117" } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: "#0d1117" } },
  },
  images: ["public/favicon.svg"],
});
