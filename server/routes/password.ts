import type { Hono } from "hono";
import { ErrorCode, roleOfType } from "../../contract";
import { failure, serveCall, success } from "../call-route";
import type { Deps } from "../context";
import type { Lang } from "../lang";
import { loginAnswer, restrictionAt } from "../login-answer";
import { message, text } from "../messages";
import { passwordRuleError } from "../password-rule";
import { hashNewPassword, verifyPassword } from "../passwords";
import { parsePhone } from "../phone";
import { newToken } from "../crypto";
import { checkSmsCode } from "../sms-codes";
import { smsCodeFailure } from "../sms-failure";
import { recordMail } from "../store/email";
import { requireHuman, sendMail } from "../senders/send";
import { clearLoginFailures } from "../store/login-guard";
import { clearFailures } from "../store/login-limits";
import { loginPasswordLocked, verifyLoginPassword } from "../security/reauth";
import { findMemberById, findMemberByPhone, findMemberByUsername, setPasswordStatement } from "../store/members";
import { openSessionStatements } from "../store/sessions";
import { codeUsable, consumeCodeStatement } from "../store/sms";
import { checkResetLink, countResetAttempt, createResetLink, resetLinkUsable, RESET_LINK_MINUTES, useResetLinkStatement } from "../store/password-resets";
import { MAX_CREDENTIAL_LENGTH } from "../login-by-password";
import { recoveryHeld, recoveryOpensAt, siteClock } from "../security/channels";

const MAX_EMAIL_LENGTH = 254;

/** Change password (member), recovery by e-mail and by SMS code (guest). */
export function passwordRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "changePassword", async ({ c, body, lang }) => {
    const member = await findMemberById(deps.db, c.get("member").memberId);
    if (!member) throw new Error("session points at a missing member");
    const forced = member.firstLogin || member.passwordExpired;
    const now = deps.clock.now();
    const old = body.oldPassword;
    if (!forced && !old) return failure(400, ErrorCode.invalidRequest, text(lang, "oldPasswordRequired"));
    if (old) {
      // Counted with every other check of the login password inside a session (one lock for all of them).
      const check = await verifyLoginPassword(deps.db, member.id, old, () => now);
      if (!check.ok && check.reason === "locked") return loginPasswordLocked(lang, check.until, ErrorCode.tooManyAttempts);
      if (!check.ok) return failure(200, ErrorCode.oldPasswordIncorrect, text(lang, "oldPasswordIncorrect"));
    }
    const ruleError = await passwordRuleError(deps.db, body.newPassword, lang);
    if (ruleError) return failure(200, ErrorCode.passwordRule, ruleError);
    if (body.confirmNewPassword !== body.newPassword) return failure(400, ErrorCode.invalidRequest, text(lang, "confirmMismatch"));
    if (await verifyPassword(body.newPassword, member.passwordHash)) return failure(200, ErrorCode.passwordRule, text(lang, "passwordSame"));

    const hash = await hashNewPassword(body.newPassword);
    // Changes only the password read above (a second submit finds it changed); every session ends, so the client logs in again.
    const [updated] = await deps.db.batch(
      [
        setPasswordStatement(member.id, hash, { sql: "password_hash = ?", args: [member.passwordHash] }),
        { sql: "DELETE FROM sessions WHERE member_id = ?", args: [member.id] },
      ],
      "write",
    );
    if (updated?.rowsAffected !== 1) return failure(401, ErrorCode.notLoggedIn, message(c, "notLoggedIn"));
    return success(null);
  });

  /**
   * Recovery by e-mail: a human-verification proof (used up), then the sender policy, counted against the address typed.
   * The answer is the same whether the username and e-mail belong together or not, and whether recovery by that e-mail
   * is held: only a match is mailed, and the mail says which (a reset link, or when recovery by this e-mail opens), so
   * only the address's owner learns anything.
   */
  serveCall(app, deps, "forgotPasswordByEmail", async ({ c, body, lang }) => {
    const username = body.username.trim();
    const email = body.email.trim();
    if (!username || !email) return failure(400, ErrorCode.invalidRequest, text(lang, "emailFieldsRequired"));
    const refusedHuman = await requireHuman(deps, body.humanVerification, lang);
    if (refusedHuman) return refusedHuman;
    const member = username.length <= MAX_CREDENTIAL_LENGTH && email.length <= MAX_EMAIL_LENGTH ? await findMemberByUsername(deps.db, username) : undefined;
    const match = member?.email && member.email.toLowerCase() === email.toLowerCase() && roleOfType(member.type) ? { ...member, email: member.email } : undefined;
    const now = deps.clock.now();
    const deliver = match
      ? async () => {
          // Recovery by an e-mail changed less than 24 hours ago waits (a stolen session must not become a stolen account).
          const opensAt = await recoveryOpensAt(deps.db, match.id, "email", now);
          const mail =
            opensAt === undefined
              ? { subject: text(lang, "resetMailSubject"), body: text(lang, "resetMailBody", { username: match.username, minutes: RESET_LINK_MINUTES, link: `${deps.publicOrigin}/reset-password?token=${await createResetLink(deps.db, match.id, now)}` }) }
              : { subject: text(lang, "resetMailSubject"), body: text(lang, "resetHeldMailBody", { username: match.username, ...siteClock(opensAt, lang) }) };
          await recordMail(deps.db, { to: match.email, ...mail, createdAt: now });
        }
      : undefined;
    const refused = await sendMail(deps, { c, lang, to: email.slice(0, MAX_EMAIL_LENGTH), purpose: "resetPassword", memberId: null, deliver });
    if (refused) return refused;
    return success(null);
  });

  /** Whose password a reset link sets, and until when; nothing changes. */
  serveCall(app, deps, "checkResetToken", async ({ body, lang }) => {
    const check = await checkResetLink(deps.db, body.token.trim(), deps.clock.now());
    if (!check.ok) return resetLinkFailure(lang, check.reason);
    const member = await findMemberById(deps.db, check.link.memberId);
    if (!member || !roleOfType(member.type)) return resetLinkFailure(lang, "invalid");
    return success({ username: member.username, expiresAt: new Date(check.link.expiresAt).toISOString() });
  });

  /** The new password for the link's account: the link is used up, every session ends, the member logs in again. */
  serveCall(app, deps, "resetPasswordByLink", async ({ body, lang }) => {
    const now = deps.clock.now();
    const check = await checkResetLink(deps.db, body.token.trim(), now);
    if (!check.ok) return resetLinkFailure(lang, check.reason);
    const { link } = check;
    const member = await findMemberById(deps.db, link.memberId);
    if (!member || !roleOfType(member.type)) return resetLinkFailure(lang, "invalid");
    const refusal =
      (await passwordRuleError(deps.db, body.newPassword, lang)) ??
      (body.confirmNewPassword !== body.newPassword ? text(lang, "confirmMismatch") : undefined);
    if (refusal) {
      await countResetAttempt(deps.db, link.id);
      return failure(200, ErrorCode.passwordRule, refusal);
    }
    const hash = await hashNewPassword(body.newPassword);
    const guard = resetLinkUsable(link.id, now);
    const results = await deps.db.batch(
      [
        setPasswordStatement(member.id, hash, guard),
        { sql: `DELETE FROM sessions WHERE member_id = ? AND ${guard.sql}`, args: [member.id, ...guard.args] },
        useResetLinkStatement(link.id, now),
      ],
      "write",
    );
    // Another submission of the same link won meanwhile.
    if (results.at(-1)?.rowsAffected !== 1) return resetLinkFailure(lang, "invalid");
    await clearLoginFailures(deps.db, member.username);
    await clearFailures(deps.db, { scope: "account", key: member.username.toLowerCase() });
    return success(null);
  });

  serveCall(app, deps, "resetPasswordByPhone", async ({ body, lang }) => {
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    const now = deps.clock.now();
    const check = await checkSmsCode(deps.db, phone.international, "resetPassword", body.verificationCode, now);
    if (!check.ok) return smsCodeFailure(lang, check.reason, "resetPassword");
    const member = await findMemberByPhone(deps.db, phone);
    if (!member || !roleOfType(member.type)) return failure(200, ErrorCode.userNotExist, text(lang, "mobileNotFound"));
    // Recovery by a number bound less than 24 hours ago waits.
    const opensAt = await recoveryOpensAt(deps.db, member.id, "mobile", now);
    if (opensAt !== undefined) return recoveryHeld(lang, "mobile", opensAt);
    const ruleError = await passwordRuleError(deps.db, body.newPassword, lang);
    if (ruleError) return failure(200, ErrorCode.passwordRule, ruleError);

    const hash = await hashNewPassword(body.newPassword);
    const token = newToken();
    const guard = codeUsable(check.smsId);
    // One transaction: password, session and code change together, and only while the code is unused.
    const results = await deps.db.batch(
      [setPasswordStatement(member.id, hash, guard), ...openSessionStatements(member.id, token, now, guard), consumeCodeStatement(check.smsId)],
      "write",
    );
    if (results.at(-1)?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "resetPassword");
    await clearLoginFailures(deps.db, member.username);
    await clearFailures(deps.db, { scope: "account", key: member.username.toLowerCase() });
    return success(loginAnswer({ ...member, firstLogin: false, passwordExpired: false }, token, await restrictionAt(deps.db, member.id, now)));
  });
}

function resetLinkFailure(lang: Lang, reason: "invalid" | "expired") {
  return reason === "expired"
    ? failure(200, ErrorCode.resetLinkExpired, text(lang, "resetLinkExpired"))
    : failure(200, ErrorCode.resetLinkInvalid, text(lang, "resetLinkInvalid"));
}
