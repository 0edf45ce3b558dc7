import { formatMoney } from "./format-money";
import { useLanguage } from "./use-language";

/** Formats baht amounts in the current language (wallet and agent pages show the site's ฿). */
export function useMoney(): (amount: number) => string {
  const language = useLanguage();
  return (amount) => formatMoney(amount, "฿", language);
}
