import type { MiddlewareHandler } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../contract";
import type { CallName } from "../../contract/calls";
import type { Deps } from "../context";
import { fail } from "../envelope";
import { langOf } from "../lang";
import { message } from "../messages";
import { SaferPlayErrorCode } from "../../contract/safer-play";
import { breakInForce, breakText, breakValue } from "../safer-play/breaks";
import { WITHDRAW_ONLY_CALLS } from "../safer-play/withdraw-only";
import { touchSession } from "../store/sessions";

/**
 * Token-requiring calls: HTTP 401 `login.not.session` unless `Authorization` holds a live session token. While the
 * member's time-out or self-exclusion is in force the session is withdraw-only: a call outside WITHDRAW_ONLY_CALLS
 * answers ACCOUNT_ON_BREAK (HTTP 200 with the break as `value`).
 */
export function requireMember(deps: Deps, call: CallName): MiddlewareHandler {
  const withdrawOnly = WITHDRAW_ONLY_CALLS.has(call);
  return async (c, next) => {
    const token = c.req.header("Authorization")?.trim();
    const now = deps.clock.now();
    const member = token ? await touchSession(deps.db, token, now) : undefined;
    if (!member) return fail(c, 401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    if (!withdrawOnly && member.type !== TRIAL_TYPE) {
      const onBreak = await breakInForce(deps.db, member.memberId, now);
      if (onBreak) return fail(c, 200, SaferPlayErrorCode.accountOnBreak, breakText(onBreak, langOf(c)), breakValue(onBreak));
    }
    c.set("member", member);
    await next();
  };
}
