import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { StudioSpecSection } from "../../src/studio/model";

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/›/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");

/**
 * docs/spec.md's sections: "<number> <heading>" for each numbered level-2 heading ("## 7. Calls" is "7 Calls"), and
 * "<number> <heading> › <sub-heading>" for the level-3 headings under it. Each keeps its markdown up to the next
 * heading of the same or a higher level.
 */
export function specSections(root: string): StudioSpecSection[] {
  const lines = readFileSync(join(root, "docs", "spec.md"), "utf8").split("\n");
  const headings: { line: number; level: number; ref?: string }[] = [];
  let top: string | undefined;
  let inFence = false;
  lines.forEach((line, i) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) return;
    const level = heading[1]!.length;
    const text = heading[2]!;
    if (level <= 2) {
      const numbered = /^(\d+)\.?\s+(.+)$/.exec(text);
      top = level === 2 && numbered ? `${numbered[1]} ${numbered[2]}` : undefined;
      headings.push({ line: i, level, ref: top });
    } else {
      headings.push({ line: i, level, ref: level === 3 && top ? `${top} › ${text}` : undefined });
    }
  });
  return headings.flatMap((h, index) => {
    if (!h.ref) return [];
    const next = headings.slice(index + 1).find((other) => other.level <= h.level);
    const text = lines.slice(h.line, next ? next.line : lines.length).join("\n").trim();
    return [{ ref: h.ref, level: h.level, anchor: slug(h.ref), text }];
  });
}
