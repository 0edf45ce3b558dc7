import type { Hono } from "hono";
import { ErrorCode, TRIAL_TYPE } from "../../src/contract";
import { failure, serveCall, success, type Outcome } from "../call-route";
import type { Deps } from "../context";
import type { Lang } from "../lang";
import { text } from "../messages";
import { checkPaymentPassword } from "../payment-password";
import { hashNewPassword } from "../passwords";
import { parsePhone } from "../phone";
import { checkSmsCode } from "../sms-codes";
import { sendCode } from "../senders/send";
import { smsCodeFailure } from "../sms-failure";
import { findMemberByPhone } from "../store/members";
import { codeUsable, consumeCodeStatement, SMS_EXPIRED_MINUTES } from "../store/sms";
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

/** The security centre (issue 15): profile, mobile binding and payment password of the signed-in member. */
export function securityRoutes(app: Hono, deps: Deps): void {
  serveCall(app, deps, "securityProfile", async ({ c, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    return success(await readSecurityProfile(deps.db, member.memberId));
  });

  serveCall(app, deps, "saveProfile", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    const current = await readSecurityProfile(deps.db, member.memberId);
    const realName = body.realName.trim();
    if (current.realNameLocked && realName !== "" && realName !== current.profile.realName) {
      return failure(200, ErrorCode.realNameLocked, securityText(lang, "realNameLocked"));
    }
    const rules = await profileRules(deps.db);
    const fault = profileFault(body, rules, new Set(current.realNameLocked ? ["realName"] : []));
    if (fault) {
      const setting = rules[fault.field];
      const key = fault.rule === "required" ? "fieldRequired" : fault.rule === "length" ? "fieldLength" : "fieldPattern";
      const message = securityText(lang, key, { field: FIELD_NAMES[fault.field][lang], min: setting.minLength, max: setting.maxLength });
      return failure(200, ErrorCode.fieldInvalid, message, fault);
    }
    await writeProfile(deps.db, member.memberId, body, deps.clock.now());
    return success(await readSecurityProfile(deps.db, member.memberId));
  });

  serveCall(app, deps, "memberSmsCode", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    let to: string | undefined;
    if (body.purpose === "bindMobile") {
      const phone = parsePhone(body.mobileNum, body.countryDialingCode);
      if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
      const holder = await findMemberByPhone(deps.db, phone);
      if (holder && holder.id !== member.memberId) return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
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
    const check = await checkSmsCode(deps.db, phone.international, "bindMobile", body.verificationCode, deps.clock.now());
    if (!check.ok) return smsCodeFailure(lang, check.reason, "bindMobile");
    const local = `0${phone.national}`;
    try {
      // The number and the code change together, and only while the code is unused.
      const results = await deps.db.batch(
        [
          { sql: `UPDATE members SET mobile = ?, country_dialing_code = ? WHERE id = ? AND ${codeUsable(check.smsId).sql}`, args: [local, phone.countryDialingCode, member.memberId, ...codeUsable(check.smsId).args] },
          consumeCodeStatement(check.smsId),
        ],
        "write",
      );
      if (results.at(-1)?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "bindMobile");
    } catch {
      // The unique index on (country_dialing_code, mobile): another account took the number meanwhile.
      return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
    }
    const bound = await readSecurityProfile(deps.db, member.memberId);
    return success({ mobile: bound.mobile ?? "", countryDialingCode: bound.countryDialingCode });
  });

  serveCall(app, deps, "setPaymentPassword", async ({ c, body, lang }) => {
    const member = c.get("member");
    if (member.type === TRIAL_TYPE) return trialRefused(lang);
    if (!PAYMENT_PASSWORD.test(body.newPaymentPassword)) return failure(200, ErrorCode.fieldInvalid, securityText(lang, "paymentPasswordFormat"), { field: "newPaymentPassword", rule: "pattern" });
    if (body.confirmPaymentPassword !== body.newPaymentPassword) {
      return failure(200, ErrorCode.fieldInvalid, securityText(lang, "paymentPasswordMismatch"), { field: "confirmPaymentPassword", rule: "mismatch" });
    }
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
