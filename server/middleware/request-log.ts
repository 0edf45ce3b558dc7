import type { MiddlewareHandler } from "hono";
import type { Logger } from "../logger";

/** One JSON line per request: `{ time, level, method, path, status, ms }` (status 0 when the socket was dropped). */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.get("dropped") ? 0 : c.res.status;
    logger.request({
      time: new Date().toISOString(),
      level: status >= 500 || status === 0 ? "error" : status >= 400 ? "warn" : "info",
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
