import { COUNTRIES } from "./countries";

/** A mobile number as the platform keys it: dialling code and national digits without the leading 0. */
export type Phone = { countryDialingCode: string; national: string; international: string };

/**
 * `0812345678` or `812345678` with `+66` -> `+66812345678`. The number must be 8 to 11 digits once a
 * leading 0 is stripped, and the dialling code one of COUNTRIES; anything else is undefined.
 */
export function parsePhone(mobileNum: string | undefined, countryDialingCode: string | undefined): Phone | undefined {
  const code = countryDialingCode?.trim() ?? "";
  if (!COUNTRIES.some((country) => country.countryDialingCode === code)) return undefined;
  const national = (mobileNum?.trim() ?? "").replace(/^0/, "");
  if (!/^[0-9]{8,11}$/.test(national)) return undefined;
  return { countryDialingCode: code, national, international: `${code}${national}` };
}

/**
 * The international forms a number typed in a dev query may stand for: `+66812345678` as is,
 * `0812345678` or `812345678` with every known dialling code.
 */
export function internationalForms(typed: string): string[] {
  const value = typed.replace(/[\s-]/g, "");
  if (value.startsWith("+")) return [value];
  const national = value.replace(/^0/, "");
  return COUNTRIES.map((country) => `${country.countryDialingCode}${national}`);
}
