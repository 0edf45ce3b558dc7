import type { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { drawCaptcha, newCaptchaCode } from "../captcha";
import { CAPTCHA_COOKIE, captchaClientId } from "../captcha-cookie";
import { serveCall, success } from "../call-route";
import { isHttps, type Deps } from "../context";
import { newToken } from "../crypto";
import { loginByPassword } from "../login-by-password";
import { loginBySms } from "../login-by-sms";
import { saveCaptcha } from "../store/captchas";
import { deleteSession } from "../store/sessions";

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

  serveCall(app, deps, "login", async ({ c, body, lang }) => (body.type === "sms" ? loginBySms(deps, body, lang) : loginByPassword(c, deps, body, lang)));

  serveCall(app, deps, "logout", async ({ c }) => {
    await deleteSession(deps.db, c.get("member").token);
    return success(null);
  });
}
