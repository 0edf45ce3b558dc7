import type { Language } from "../../contract";
import { intlLocale } from "./intl-locale";

/** Two decimals with thousands separators and the platform's currency symbol (spec.md section 9). */
export function formatMoney(amount: number, currencySymbol: string, language: Language): string {
  const number = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${currencySymbol}${number}`;
}
