/** Fixed facts about the demo site. */
export const MERCHANT_CODE = "DEMO";
export const CURRENCY = "THB";
export const CURRENCY_SYMBOL = "฿";
/** Hosts the demo merchant answers on, besides the one a request arrives on. */
export const SITE_DOMAINS = ["localhost", "127.0.0.1"];
/** Session lifetime after last use, in server-clock time. */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** A captcha must be answered within this time. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
