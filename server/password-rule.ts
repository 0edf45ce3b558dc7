import type { Client } from "@libsql/client";
import type { Lang } from "./lang";
import { text } from "./messages";
import { registerSettings } from "./store/register-settings";

const FALLBACK = { minLength: 6, maxLength: 20, acceptedPattern: "*" };

function matches(pattern: string, value: string): boolean {
  if (pattern === "*") return true;
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/**
 * Why a new password breaks the register settings' `password` rule (length and acceptedPattern), as a
 * message naming the lengths, or undefined when it is fine.
 */
export async function passwordRuleError(db: Client, password: string, lang: Lang): Promise<string | undefined> {
  const rule = (await registerSettings(db)).password ?? FALLBACK;
  const length = password.length; // UTF-16 units, as the client counts
  if (length >= rule.minLength && length <= rule.maxLength && matches(rule.acceptedPattern, password)) return undefined;
  const range = rule.minLength === rule.maxLength ? String(rule.minLength) : `${rule.minLength} - ${rule.maxLength}`;
  return text(lang, "passwordRule", { range });
}
