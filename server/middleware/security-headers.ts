import type { MiddlewareHandler } from "hono";

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join("; ");

/** The demo game may be framed by the site itself (seamless games, lottery and fbSports pages); nothing else may. */
const FRAMEABLE_BY_SITE = /^\/demo-game(\/|$)/;

/** Security headers on every answer. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const frameable = FRAMEABLE_BY_SITE.test(c.req.path);
    c.res.headers.set("Content-Security-Policy", frameable ? CONTENT_SECURITY_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : CONTENT_SECURITY_POLICY);
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("X-Frame-Options", frameable ? "SAMEORIGIN" : "DENY");
    c.res.headers.set("Referrer-Policy", "same-origin");
  };
}
