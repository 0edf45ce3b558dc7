/** Fixed facts about the demo site. */
export const MERCHANT_CODE = "DEMO";
export const CURRENCY = "THB";
export const CURRENCY_SYMBOL = "฿";
/** Hosts the demo merchant answers on, besides the one a request arrives on. */
export const SITE_DOMAINS = ["localhost", "127.0.0.1"];

/** The domains of the site as seen from a request arriving on `host`: that host first, then SITE_DOMAINS. */
export function siteDomains(host: string): string[] {
  return SITE_DOMAINS.includes(host) ? [...SITE_DOMAINS] : [host, ...SITE_DOMAINS];
}
/** Session lifetime after last use, in server-clock time. */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** Absolute session lifetime from sign-in, however busy the session is (then the member signs in again). */
export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** A captcha must be answered within this time. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
