/**
 * Flag images of `country-flag-icons` (3:2 SVG per ISO code), served as files of their own: an emoji flag needs an
 * emoji font, and where none exists it shows as two boxes.
 */
const FLAG_URLS = import.meta.glob<string>("../../../node_modules/country-flag-icons/3x2/*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

/** The flag image's address for a two-letter country code; undefined when there is none. */
export function flagUrl(countryCode: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return undefined;
  return FLAG_URLS[`../../../node_modules/country-flag-icons/3x2/${countryCode.toUpperCase()}.svg`];
}

/** The country's flag (decorative: the code and name beside it say the same), or its code when there is no image. */
export function CountryFlag({ countryCode }: { countryCode: string }) {
  const url = flagUrl(countryCode);
  if (!url) return countryCode ? <span aria-hidden="true">{countryCode.toUpperCase()}</span> : null;
  return <img src={url} alt="" width={21} height={14} data-country={countryCode.toUpperCase()} style={{ verticalAlign: "-2px", borderRadius: 2 }} />;
}
