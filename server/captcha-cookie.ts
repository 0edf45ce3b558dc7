import type { Context } from "hono";
import { getCookie } from "hono/cookie";

/** The cookie binding a captcha to the client that asked for it. */
export const CAPTCHA_COOKIE = "cid";

export function captchaClientId(c: Context): string | undefined {
  const cid = getCookie(c, CAPTCHA_COOKIE);
  return cid && /^[0-9a-f]{32}$/.test(cid) ? cid : undefined;
}
