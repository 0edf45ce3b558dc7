/** The flag emoji of a two-letter country code ("TH" → 🇹🇭); empty for anything else. */
export function flagEmoji(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return "";
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}
