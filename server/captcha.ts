import { randomInt } from "node:crypto";
import { PNG } from "pngjs";

/** 5x7 bitmap digits, one string per row, "#" = ink. */
const DIGITS: Record<string, string[]> = {
  "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
  "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
  "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
  "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
  "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
  "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
  "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
  "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
  "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
  "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
};

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

type Rgb = [number, number, number];

/** A fresh 4-digit answer. */
export function newCaptchaCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, "0");
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
  for (let s = 0; s <= steps; s += 1) {
    setPixel(png, Math.round(x0 + ((x1 - x0) * s) / steps), Math.round(y0 + ((y1 - y0) * s) / steps), color);
  }
}

function darkColor(): Rgb {
  return [randomInt(0, 110), randomInt(0, 110), randomInt(60, 160)];
}

/** The code drawn as a PNG with jitter and noise lines; returns base64 (no data: prefix). */
export function drawCaptcha(code: string): string {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) setPixel(png, x, y, [240, 244, 250]);
  for (let i = 0; i < 120; i += 1) setPixel(png, randomInt(0, WIDTH), randomInt(0, HEIGHT), [randomInt(150, 220), randomInt(150, 220), randomInt(150, 220)]);
  [...code].forEach((char, index) => {
    const glyph = DIGITS[char];
    if (!glyph) return;
    const color = darkColor();
    const left = 10 + index * 27 + randomInt(-2, 3);
    const top = 4 + randomInt(0, 6);
    glyph.forEach((row, gy) => {
      [...row].forEach((cell, gx) => {
        if (cell !== "#") return;
        for (let dy = 0; dy < SCALE; dy += 1) for (let dx = 0; dx < SCALE; dx += 1) setPixel(png, left + gx * SCALE + dx - Math.round(gy / 3), top + gy * SCALE + dy, color);
      });
    });
  });
  for (let i = 0; i < 4; i += 1) line(png, randomInt(0, WIDTH), randomInt(0, HEIGHT), randomInt(0, WIDTH), randomInt(0, HEIGHT), darkColor());
  return PNG.sync.write(png).toString("base64");
}
