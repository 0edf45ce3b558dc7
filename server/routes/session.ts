import type { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { drawCaptcha, newCaptchaCode } from "../captcha";
import { CAPTCHA_COOKIE, captchaClientId } from "../captcha-cookie";
import { failure, serveCall, success } from "../call-route";
import { isHttps, type Deps } from "../context";
import { newToken } from "../crypto";
import { loginByPassword } from "../login-by-password";
import { loginBySms } from "../login-by-sms";
import { saveCaptcha } from "../store/captchas";
import { createSession, deleteSession, sessionAlive } from "../store/sessions";
import { handoverCodes, HANDOVER_TTL_MS } from "../store/handovers";
import { ErrorCode } from "../../contract";
import { text } from "../messages";

export function sessionRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "rsaKey", async () => success(deps.rsa.modulusHex));

  serveCall(app, deps, "captcha", async ({ c }) => {
    let cid = captchaClientId(c);
    if (!cid) {
      cid = newToken(16);
      setCookie(c, CAPTCHA_COOKIE, cid, { httpOnly: true, sameSite: "Strict", path: "/", secure: isHttps(deps.publicOrigin) });
    }
    const code = newCaptchaCode();
    await saveCaptcha(deps.db, cid, code, deps.clock.now());
    return success(drawCaptcha(code));
  });

  serveCall(app, deps, "login", async ({ c, body, lang }) => (body.type === "sms" ? loginBySms(c, deps, body, lang) : loginByPassword(c, deps, body, lang)));

  // The connection chooser's hand-over: a single-use code for a minute; redeeming it opens a session at the new address
  // (which ends this one: one session per member) and the token itself never travels in a URL.
  serveCall(app, deps, "handoverIssue", async ({ c }) => {
    const member = c.get("member");
    const code = handoverCodes(deps.db).issue(member.memberId, member.token, deps.clock.now());
    return success({ code, expiresInSeconds: HANDOVER_TTL_MS / 1000 });
  });

  serveCall(app, deps, "handoverRedeem", async ({ body, lang }) => {
    const now = deps.clock.now();
    const pending = handoverCodes(deps.db).take(body.code, now);
    // The session that asked must still be alive: a code outliving a sign-out opens nothing.
    if (!pending || !(await sessionAlive(deps.db, pending.sessionToken, now))) return failure(200, ErrorCode.handoverInvalid, text(lang, "handoverInvalid"));
    return success({ token: await createSession(deps.db, pending.memberId, now) });
  });

  serveCall(app, deps, "logout", async ({ c }) => {
    await deleteSession(deps.db, c.get("member").token);
    return success(null);
  });
}
