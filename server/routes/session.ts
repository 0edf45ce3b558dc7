import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ErrorCode, type LoginRequest } from "../../src/contract";
import { drawCaptcha, newCaptchaCode } from "../captcha";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import { newToken } from "../crypto";
import { message } from "../messages";
import { hashPassword, verifyPassword } from "../passwords";
import { consumeCaptcha, saveCaptcha } from "../store/captchas";
import { clearLoginFailures, needsCaptcha, recordLoginFailure } from "../store/login-guard";
import { findMemberByUsername } from "../store/members";
import { createSession, deleteSession } from "../store/sessions";

/** The cookie binding a captcha to the client that asked for it. */
export const CAPTCHA_COOKIE = "cid";

export function captchaClientId(c: Context): string | undefined {
  const cid = getCookie(c, CAPTCHA_COOKIE);
  return cid && /^[0-9a-f]{32}$/.test(cid) ? cid : undefined;
}

type LoginValue = { token: string; firstTimeLogin: boolean; passwordExpired: boolean; id: number; userName: string; customerType: number };

async function login(c: Context, deps: Deps, body: LoginRequest): Promise<Outcome<LoginValue>> {
  if (body.type !== "username") return failure(400, ErrorCode.invalidRequest, message(c, "smsLoginUnavailable"));
  const username = body.username.trim();
  if (!username || !body.password) return failure(400, ErrorCode.invalidRequest, message(c, "invalidRequest"));
  const now = deps.clock.now();
  if (await needsCaptcha(deps.db, username)) {
    const cid = captchaClientId(c);
    const passed = Boolean(cid && body.captcha && (await consumeCaptcha(deps.db, cid, body.captcha, now)));
    if (!passed) return failure(200, ErrorCode.captchaInvalid, message(c, "captchaInvalid"), { captcha: true });
  }
  const member = await findMemberByUsername(deps.db, username);
  // An unknown user costs the same hash as a known one, so timing does not tell them apart.
  const passwordOk = await verifyPassword(body.password, member ? member.passwordHash : hashPassword("", "no-such-member"));
  if (!member || !passwordOk) {
    await recordLoginFailure(deps.db, username, now);
    const code = member ? ErrorCode.passwordIncorrect : ErrorCode.userNotExist;
    return failure(200, code, message(c, "passwordIncorrect"), { captcha: true });
  }
  await clearLoginFailures(deps.db, username);
  const token = await createSession(deps.db, member.id, now);
  return success({
    token,
    firstTimeLogin: member.firstLogin,
    passwordExpired: member.passwordExpired,
    id: member.id,
    userName: member.username,
    customerType: member.type,
  });
}

export function sessionRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "rsaKey", async () => success(deps.rsa.modulusHex));

  serveCall(app, deps, "captcha", async ({ c }) => {
    let cid = captchaClientId(c);
    if (!cid) {
      cid = newToken(16);
      setCookie(c, CAPTCHA_COOKIE, cid, { httpOnly: true, sameSite: "Strict", path: "/" });
    }
    const code = newCaptchaCode();
    await saveCaptcha(deps.db, cid, code, deps.clock.now());
    return success(drawCaptcha(code));
  });

  serveCall(app, deps, "login", async ({ c, body }) => login(c, deps, body));

  serveCall(app, deps, "logout", async ({ c }) => {
    await deleteSession(deps.db, c.get("member").token);
    return success(null);
  });
}
