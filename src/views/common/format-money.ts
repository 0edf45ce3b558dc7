import type { Language } from "../../../contract";
import { numberFormat } from "./intl-formats";

/**
 * Two decimals with thousands separators and the platform's currency symbol (spec.md section 9), the sign where the
 * language puts it ("-฿10.00", not "฿-10.00"): Intl lays the amount out as a currency and the symbol takes the
 * currency's place.
 */
export function formatMoney(amount: number, currencySymbol: string, language: Language): string {
  const parts = numberFormat(language, {
    style: "currency",
    currency: "THB",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(amount);
  return parts.map((part) => (part.type === "currency" ? currencySymbol : part.value)).join("");
}
