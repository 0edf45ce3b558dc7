import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../contract";
import { failure, serveCall, success, type Outcome } from "../call-route";
import { callerIp, type Deps } from "../context";
import type { Lang } from "../lang";
import { text } from "../messages";
import { checkPaymentPassword } from "../payment-password";
import { hashNewPassword } from "../passwords";
import { parsePhone } from "../phone";
import { checkSmsCode } from "../sms-codes";
import { sendCode, sendMail } from "../senders/send";
import { smsCodeFailure } from "../sms-failure";
import { maskMobile } from "../store/members";
import { codeUsable, consumeCodeStatement, SMS_EXPIRED_MINUTES, SMS_MAX_WRONG } from "../store/sms";
import { recordMail } from "../store/email";
import { channelChangeStatement, maskEmail, noticeChannelChange, oldChannelCodeFailure, recoveryHeld, recoveryOpensAt } from "../security/channels";
import { checkEmailCode, EMAIL_CODE_MINUTES, newEmailCode, useEmailCodeStatement } from "../security/email-codes";
import { checkLoginPassword } from "../security/reauth";
import { walletText } from "../wallet/messages";
import { FIELD_NAMES, securityText } from "../security/messages";
import { profileFault, profileRules, readSecurityProfile, writeProfile } from "../security/profile";

const PAYMENT_PASSWORD = /^\d{6}$/;

function trialRefused(lang: Lang): Outcome<never> {
  return failure(403, ErrorCode.trialNotAllowed, walletText(lang, "trialNotAllowed"));
}

async function boundMobile(deps: Deps, memberId: number): Promise<{ mobile: string; countryDialingCode: string } | undefined> {
  const result = await deps.db.execute({ sql: "SELECT mobile, country_dialing_code FROM members WHERE id = ?", args: [memberId] });
  const row = result.rows[0];
  if (!row?.mobile) return undefined;
  return { mobile: String(row.mobile), countryDialingCode: String(row.country_dialing_code ?? "+66") };
}

/** The bound number in international form (`+66898765432`), as SMS codes are keyed. */
async function boundInternational(deps: Deps, memberId: number): Promise<string | undefined> {
  const bound = await boundMobile(deps, memberId);
  return bound ? parsePhone(bound.mobile, bound.countryDialingCode)?.international : undefined;
}

/** The security centre: profile, mobile binding and payment password of the signed-in member. */
export function securityRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "securityProfile", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    return success(await readSecurityProfile(deps.db, member.memberId, deps.clock.now()));
  });

  serveCall(app, deps, "saveProfile", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    const now = deps.clock.now();
    const current = await readSecurityProfile(deps.db, member.memberId, now);
    const { loginPassword, emailCode, ...profile } = body;
    const realName = profile.realName.trim();
    if (current.realNameLocked && realName !== "" && realName !== current.profile.realName) {
      return failure(200, ErrorCode.realNameLocked, securityText(lang, "realNameLocked"));
    }
    const rules = await profileRules(deps.db);
    const fault = profileFault(profile, rules, new Set(current.realNameLocked ? ["realName"] : []));
    if (fault) {
      const setting = rules[fault.field];
      const key = fault.rule === "required" ? "fieldRequired" : fault.rule === "length" ? "fieldLength" : "fieldPattern";
      const message = securityText(lang, key, { field: FIELD_NAMES[fault.field][lang], min: setting.minLength, max: setting.maxLength });
      return failure(200, ErrorCode.fieldInvalid, message, fault);
    }
    const oldEmail = current.profile.email.trim();
    const newEmail = profile.email.trim();
    if (newEmail.toLowerCase() === oldEmail.toLowerCase()) {
      // The e-mail stays (its case as stored): the other fields need no re-authentication.
      await writeProfile(deps.db, member.memberId, { ...profile, email: oldEmail }, now);
      return success(await readSecurityProfile(deps.db, member.memberId, now));
    }
    // The e-mail is a recovery channel: the login password, and a code mailed to the current address when there is one.
    const reauth = await checkLoginPassword(deps.db, member.memberId, loginPassword, lang, deps.clock.now);
    if (!reauth.ok) return reauth;
    if (oldEmail !== "") {
      const check = await checkEmailCode(deps.db, member.memberId, oldEmail, emailCode, now);
      if (!check.ok) return oldChannelCodeFailure(lang, "email", check.reason);
      const used = await deps.db.execute(useEmailCodeStatement(check.id));
      if (used.rowsAffected !== 1) return oldChannelCodeFailure(lang, "email", "invalid");
    }
    await writeProfile(deps.db, member.memberId, profile, now);
    await deps.db.execute(channelChangeStatement(member.memberId, "email", now));
    await noticeChannelChange(deps.db, { memberId: member.memberId, username: member.username, channel: "email", oldAddress: oldEmail || undefined, newMasked: newEmail ? maskEmail(newEmail) : "", lang, now, ip: callerIp(c) });
    return success(await readSecurityProfile(deps.db, member.memberId, now));
  });

  serveCall(app, deps, "memberEmailCode", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    const now = deps.clock.now();
    const address = (await readSecurityProfile(deps.db, member.memberId, now)).profile.email.trim();
    if (!address) return failure(200, ErrorCode.invalidRequest, securityText(lang, "emailNotSet"));
    // Through the one sender policy (server/senders), then the code store's own per-member pace.
    let code: string | undefined;
    const refused = await sendMail(deps, {
      c,
      lang,
      to: address,
      purpose: "changeEmail",
      memberId: member.memberId,
      deliver: async () => {
        code = await newEmailCode(deps.db, member.memberId, address, now);
        if (!code) return;
        await recordMail(deps.db, {
          to: address,
          subject: securityText(lang, "emailCodeSubject"),
          body: securityText(lang, "emailCodeBody", { username: member.username, code, minutes: EMAIL_CODE_MINUTES }),
          createdAt: now,
        });
      },
    });
    if (refused) return refused;
    if (!code) return failure(200, ErrorCode.smsTooMany, securityText(lang, "emailCodeTooMany"));
    return success({ expiredMinutes: EMAIL_CODE_MINUTES });
  });

  serveCall(app, deps, "memberSmsCode", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    let to: string | undefined;
    if (body.purpose === "bindMobile") {
      const phone = parsePhone(body.mobileNum, body.countryDialingCode);
      if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
      // Sent whether or not another account holds the number (the same answer and work): the binding tells MOBILE_EXISTS
      // only after this code proved the caller holds it, so a member cannot probe which numbers have accounts.
      to = phone.international;
    } else {
      to = await boundInternational(deps, member.memberId);
      if (!to) return failure(200, ErrorCode.mobileRequired, securityText(lang, "mobileRequired"));
    }
    const refused = await sendCode(deps, { c, lang, to, purpose: body.purpose, memberId: member.memberId, deliver: true });
    if (refused) return refused;
    return success({ expiredMinutes: SMS_EXPIRED_MINUTES });
  });

  serveCall(app, deps, "bindMobile", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    const phone = parsePhone(body.mobileNum, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
    // A recovery channel: the login password, then the code sent to the bound number (if one is bound), then the new number's.
    const reauth = await checkLoginPassword(deps.db, member.memberId, body.loginPassword, lang, deps.clock.now);
    if (!reauth.ok) return reauth;
    const now = deps.clock.now();
    const old = await boundInternational(deps, member.memberId);
    let oldGuard: { sql: string; args: number[] } | undefined;
    let oldSmsId: number | undefined;
    if (old) {
      const oldCheck = await checkSmsCode(deps.db, old, "oldMobile", body.oldMobileCode, now);
      if (!oldCheck.ok) return oldChannelCodeFailure(lang, "mobile", oldCheck.reason);
      oldGuard = codeUsable(oldCheck.smsId);
      oldSmsId = oldCheck.smsId;
    }
    const check = await checkSmsCode(deps.db, phone.international, "bindMobile", body.verificationCode, now);
    if (!check.ok) return smsCodeFailure(lang, check.reason, "bindMobile");
    const local = `0${phone.national}`;
    const newGuard = codeUsable(check.smsId);
    const guard = oldGuard ? { sql: `${newGuard.sql} AND ${oldGuard.sql}`, args: [...newGuard.args, ...oldGuard.args] } : newGuard;
    try {
      // The number, the change record and the codes change together, and only while both codes are unused.
      const results = await deps.db.batch(
        [
          { sql: `UPDATE members SET mobile = ?, country_dialing_code = ? WHERE id = ? AND ${guard.sql}`, args: [local, phone.countryDialingCode, member.memberId, ...guard.args] },
          channelChangeStatement(member.memberId, "mobile", now, guard),
          ...(oldSmsId === undefined ? [] : [{ sql: `UPDATE sms_outbox SET used = 1 WHERE id = ? AND used = 0 AND attempts < ? AND ${newGuard.sql}`, args: [oldSmsId, SMS_MAX_WRONG, ...newGuard.args] }]),
          consumeCodeStatement(check.smsId),
        ],
        "write",
      );
      if (results[0]?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "bindMobile");
    } catch {
      // The unique index on (country_dialing_code, mobile): another account took the number meanwhile.
      return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
    }
    await noticeChannelChange(deps.db, { memberId: member.memberId, username: member.username, channel: "mobile", oldAddress: old, newMasked: maskMobile(local) ?? "", lang, now, ip: callerIp(c) });
    const bound = await readSecurityProfile(deps.db, member.memberId, now);
    return success({ mobile: bound.mobile ?? "", countryDialingCode: bound.countryDialingCode, recoveryOpensAt: bound.mobileRecoveryOpensAt ?? new Date(now).toISOString() });
  });

  serveCall(app, deps, "setPaymentPassword", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    if (!PAYMENT_PASSWORD.test(body.newPaymentPassword)) return failure(200, ErrorCode.fieldInvalid, securityText(lang, "paymentPasswordFormat"), { field: "newPaymentPassword", rule: "pattern" });
    if (body.confirmPaymentPassword !== body.newPaymentPassword) {
      return failure(200, ErrorCode.fieldInvalid, securityText(lang, "paymentPasswordMismatch"), { field: "confirmPaymentPassword", rule: "mismatch" });
    }
    const reauth = await checkLoginPassword(deps.db, member.memberId, body.loginPassword, lang, deps.clock.now);
    if (!reauth.ok) return reauth;
    const found = await deps.db.execute({ sql: "SELECT payment_password_hash FROM members WHERE id = ?", args: [member.memberId] });
    const currentHash = found.rows[0]?.payment_password_hash;
    const hash = await hashNewPassword(body.newPaymentPassword);
    if (currentHash === null || currentHash === undefined) {
      // First one: set only while still none is set (a racing second set loses).
      const result = await deps.db.execute({ sql: "UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS NULL", args: [hash, member.memberId] });
      if (result.rowsAffected !== 1) return failure(200, ErrorCode.paymentPasswordIncorrect, walletText(lang, "paymentPasswordIncorrect"));
      return success(null);
    }
    if (body.verificationCode !== undefined && body.verificationCode.trim() !== "") {
      const to = await boundInternational(deps, member.memberId);
      if (!to) return failure(200, ErrorCode.mobileRequired, securityText(lang, "mobileRequired"));
      // A reset by code is recovery through the mobile number: held for 24 hours after the number changed.
      const opensAt = await recoveryOpensAt(deps.db, member.memberId, "mobile", deps.clock.now());
      if (opensAt !== undefined) return recoveryHeld(lang, "mobile", opensAt);
      const check = await checkSmsCode(deps.db, to, "paymentPassword", body.verificationCode, deps.clock.now());
      if (!check.ok) return smsCodeFailure(lang, check.reason, "paymentPassword");
      const guard = codeUsable(check.smsId);
      const results = await deps.db.batch(
        [{ sql: `UPDATE members SET payment_password_hash = ? WHERE id = ? AND ${guard.sql}`, args: [hash, member.memberId, ...guard.args] }, consumeCodeStatement(check.smsId)],
        "write",
      );
      if (results.at(-1)?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "paymentPassword");
      return success(null);
    }
    if (!body.oldPaymentPassword) return failure(200, ErrorCode.paymentPasswordIncorrect, securityText(lang, "oldPaymentPasswordRequired"));
    // Wrong old ones count toward the same lock as a withdrawal's.
    const checked = await checkPaymentPassword(deps.db, member.memberId, body.oldPaymentPassword, String(currentHash), lang, deps.clock.now);
    if (!checked.ok) return checked;
    await deps.db.execute({ sql: "UPDATE members SET payment_password_hash = ? WHERE id = ?", args: [hash, member.memberId] });
    return success(null);
  });
}
