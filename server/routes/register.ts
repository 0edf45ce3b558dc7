import type { Hono } from "hono";
import { ErrorCode } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import { requestHost, type Deps } from "../context";
import { text } from "../messages";
import { registerMember } from "../register-member";
import { affiliateAgent } from "../store/affiliates";

/** Registration: invitation-code check, human-verification challenge, and the two register calls. */
export function registerRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "affiliateCheck", async ({ c, body, lang }) => {
    const agent = await affiliateAgent(deps.db, body.data.code, body.data.domain, requestHost(c));
    if (agent === undefined) return failure(200, ErrorCode.invalidInvitation, text(lang, "invalidInvitation"));
    return success(null);
  });

  serveCall(app, deps, "humanChallenge", async () => success(await deps.human.issue(deps.clock.now())));

  serveCall(app, deps, "register", async ({ c, body, lang }) => registerMember(c, deps, "register", body, lang));

  serveCall(app, deps, "registerMobile", async ({ c, body, lang }) => registerMember(c, deps, "registerMobile", body, lang));
}
