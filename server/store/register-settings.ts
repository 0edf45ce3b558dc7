import type { Client } from "@libsql/client";
import type { RegisterSettings } from "../../contract";
import { PATTERNS } from "../register-patterns";
import { bool, num, str } from "./values";

/** Per-field settings; `acceptedPattern` is the regex of the field's pattern id ("*" when the id is unknown). */
export async function registerSettings(db: Client): Promise<RegisterSettings> {
  const result = await db.execute("SELECT field, enabled, required, min_length, max_length, pattern_id FROM register_settings ORDER BY sort");
  const settings: RegisterSettings = {};
  for (const row of result.rows) {
    const patternId = num(row, "pattern_id");
    settings[str(row, "field")] = {
      enabled: bool(row, "enabled"),
      required: bool(row, "required"),
      minLength: num(row, "min_length"),
      maxLength: num(row, "max_length"),
      patternId,
      acceptedPattern: PATTERNS[patternId] ?? "*",
    };
  }
  return settings;
}
