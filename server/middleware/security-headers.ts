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

/** No powerful browser feature is used by the site; the demo game's frames inherit the same. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";
/** Two years, as the HSTS preload list asks; only sent when the site is served over HTTPS. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Security headers on every answer; HSTS only when the site's public origin is HTTPS. */
export function securityHeaders(opts: { https: boolean; connectSources?: string[] }): MiddlewareHandler {
  const extra = (opts.connectSources ?? []).filter((source) => /^https?:\/\/[a-z0-9.-]+(:(\d+|\*))?$/i.test(source));
  const policy = extra.length > 0 ? CONTENT_SECURITY_POLICY.replace("connect-src 'self'", `connect-src 'self' ${extra.join(" ")}`) : CONTENT_SECURITY_POLICY;
  return async (c, next) => {
    await next();
    const frameable = FRAMEABLE_BY_SITE.test(c.req.path);
    c.res.headers.set("Content-Security-Policy", frameable ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy);
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("X-Frame-Options", frameable ? "SAMEORIGIN" : "DENY");
    c.res.headers.set("Referrer-Policy", "same-origin");
    c.res.headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    // same-origin-allow-popups: the social sign-in window posts its answer back to the site (window.opener).
    c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
    if (opts.https) c.res.headers.set("Strict-Transport-Security", HSTS);
  };
}
