// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Badge, DEFAULT_THEME, luminance } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme } from "../../src/theme";
import { AppProviders } from "../../src/views/AppProviders";

/**
 * The filled badges' colours: the product's Badges without a variant, or `filled`, in the colours src/ gives them
 * (none: the primary gold, as on the VIP page's "Your level"). Light and outline badges in the dark scheme draw shade 0
 * or 1 on a near-black background, far above 4.5:1.
 */
const FILLED_COLOURS = [undefined, "gold", "red", "blue", "gray", "teal", "green", "orange", "yellow"] as const;

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};

/** A colour variable a badge's style names, as the dark scheme's value: filled colours are shade 5 (primaryShade). */
function valueOf(variable: string): string {
  if (variable === "var(--mantine-color-black)") return theme.black!;
  if (variable === "var(--mantine-color-white)") return theme.white!;
  const filled = /^var\(--mantine-color-([a-z]+)-filled\)$/.exec(variable);
  if (filled) return { ...DEFAULT_THEME.colors, ...theme.colors }[filled[1]!]![5]!;
  throw new Error(`unexpected colour ${variable}`);
}

describe("badge colours", () => {
  it.each(FILLED_COLOURS.flatMap((color) => [undefined, "filled"].map((variant) => [color ?? "none", variant ?? "none", color, variant] as const)))(
    "colour %s, variant %s: the text reads at least 4.5:1 on the badge",
    (_c, _v, color, variant) => {
      render(
        <AppProviders>
          <Badge color={color} variant={variant}>
            Your level
          </Badge>
        </AppProviders>,
      );
      const style = screen.getByText("Your level").closest(".mantine-Badge-root")!.getAttribute("style") ?? "";
      const background = /--badge-bg:\s*([^;]+)/.exec(style)?.[1]?.trim();
      const text = /--badge-color:\s*([^;]+)/.exec(style)?.[1]?.trim();
      // Without its own colours the badge falls back to the stylesheet's white on the primary colour.
      expect(background, "the badge's own background").toBeDefined();
      expect(text, "the badge's own text colour").toBeDefined();
      expect(contrast(valueOf(text!), valueOf(background!))).toBeGreaterThanOrEqual(4.5);
    },
  );
});
