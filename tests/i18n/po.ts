import { readFileSync } from "node:fs";

export interface PoEntry {
  id: string;
  translation: string;
  /** msgctxt, when the message has one (the same text meaning two things). */
  context?: string;
}

/** Reads the entries of a gettext .po file (what Lingui writes: msgid / msgstr with continued lines). */
export function readPo(path: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: PoEntry | undefined;
  let field: "id" | "translation" | undefined;
  let context: string | undefined;
  const unquote = (text: string) => JSON.parse(text) as string;
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line.startsWith("msgctxt ")) {
      context = unquote(line.slice(8));
    } else if (line.startsWith("msgid ")) {
      if (current && current.id !== "") entries.push(current);
      current = { id: unquote(line.slice(6)), translation: "", ...(context === undefined ? {} : { context }) };
      context = undefined;
      field = "id";
    } else if (line.startsWith("msgstr ") && current) {
      current.translation = unquote(line.slice(7));
      field = "translation";
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    }
  }
  if (current && current.id !== "") entries.push(current);
  return entries;
}
