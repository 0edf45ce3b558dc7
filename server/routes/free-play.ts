import type { Hono } from "hono";
import { ErrorCode } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import { loginAnswer } from "../login-answer";
import { text } from "../messages";
import { createTrialMember } from "../store/trials";
import { flagEnabled } from "../store/whitelabel";

/** Free play: a fresh trial account (type 4) with demo credit, logged in at once. */
export function freePlayRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "freePlay", async ({ c, lang }) => {
    if (c.req.header("X-Gateway-Version")?.trim() !== "3") return failure(400, ErrorCode.invalidRequest, text(lang, "gatewayVersion"));
    if (!(await flagEnabled(deps.db, "FREEPLAY3"))) return failure(200, ErrorCode.freePlayDisabled, text(lang, "freePlayDisabled"));
    const trial = await createTrialMember(deps.db, deps.clock.now());
    return success(loginAnswer(trial.member, trial.token));
  });
}
