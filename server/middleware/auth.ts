import type { MiddlewareHandler } from "hono";
import { ErrorCode } from "../../contract";
import type { Deps } from "../context";
import { fail } from "../envelope";
import { message } from "../messages";
import { touchSession } from "../store/sessions";

/** Token-requiring calls: HTTP 401 `login.not.session` unless `Authorization` holds a live session token. */
export function requireMember(deps: Deps): MiddlewareHandler {
  return async (c, next) => {
    const token = c.req.header("Authorization")?.trim();
    const member = token ? await touchSession(deps.db, token, deps.clock.now()) : undefined;
    if (!member) return fail(c, 401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    c.set("member", member);
    await next();
  };
}
