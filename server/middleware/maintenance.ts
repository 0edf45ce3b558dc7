import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../contract";
import { calls } from "../../contract/calls";
import type { Deps } from "../context";
import { fail } from "../envelope";
import { message } from "../messages";
import { getSystemState } from "../store/system-state";

/** Calls that still answer during maintenance. */
export const OPEN_DURING_MAINTENANCE: readonly string[] = [calls.systemStatus.path, calls.domainRoute.path, calls.whitelabel.path];

/** During maintenance (status 1) every other /wps call answers HTTP 400 `function.not.available`. */
export function maintenanceGate(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    if (OPEN_DURING_MAINTENANCE.includes(c.req.path)) return next();
    const state = await getSystemState(deps.db);
    if (state.status === 1) return fail(c, 400, ErrorCode.maintenance, message(c, "maintenance"));
    await next();
  };
}
