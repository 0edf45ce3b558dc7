import { randomBytes } from "node:crypto";
import type { InStatement } from "@libsql/client";
import type { Context } from "hono";
import { ErrorCode, roleOfType, type LoginAnswer, type RegisterRequest, type RegisterVariant } from "../contract";
import { captchaClientId } from "./captcha-cookie";
import { failure, success, type Outcome } from "./call-route";
import { requestHost, type Deps } from "./context";
import { COUNTRIES } from "./countries";
import { newToken } from "./crypto";
import { useChallengeStatement, type HumanCheck } from "./human-verification";
import type { Lang } from "./lang";
import { loginAnswer } from "./login-answer";
import { fieldLabel, text } from "./messages";
import { hashNewPassword } from "./passwords";
import { parsePhone, type Phone } from "./phone";
import { checkRegistration, type CheckedRegistration, type RegisterFlags } from "./register-validation";
import { checkSmsCode } from "./sms-codes";
import { smsCodeFailure } from "./sms-failure";
import { affiliateAgent } from "./store/affiliates";
import { consumeCaptcha } from "./store/captchas";
import { findMemberById, findMemberByPhone, findMemberByUsername } from "./store/members";
import { registerSettings } from "./store/register-settings";
import { codeUsable, consumeCodeStatement } from "./store/sms";
import { regDate } from "./store/trials";
import { linkFirebaseStatement, memberOfFirebaseUid } from "./store/identities";
import { openSessionStatements } from "./store/sessions";
import { readProviderToken, type FirebaseIdToken } from "./provider-tokens";
import { flagEnabled } from "./store/whitelabel";

/** A member who registers is a plain member. */
const MEMBER_TYPE = 0;
const MAX_URL_LENGTH = 2_048;
const MAX_DOMAIN_LENGTH = 255;

const isUniqueClash = (error: unknown) => error instanceof Error && /UNIQUE|PRIMARYKEY/i.test(error.message);

async function registerFlags(deps: Deps): Promise<RegisterFlags> {
  const [mobileRegistration, mobilePassword, smsVerification] = await Promise.all([
    flagEnabled(deps.db, "MOBILENUMREG3"),
    flagEnabled(deps.db, "MOBILENUMPASSREG3"),
    flagEnabled(deps.db, "REGMOBVERF3"),
  ]);
  return { mobileRegistration, mobilePassword, smsVerification };
}

type Prepared = {
  /** A Firebase-verified number an account has, and the person chose to link: sign in as that account instead. */
  link?: { memberId: number; uid: string; human: Extract<HumanCheck, { ok: true }> };
  registration: CheckedRegistration;
  username: string;
  phone: Phone | undefined;
  human: Extract<HumanCheck, { ok: true }>;
  smsId: number | undefined;
  uplineId: number | null;
  recommenderId: number | null;
  /** The person proved they hold the number (an SMS code or Firebase): only then may an answer say it has an account. */
  numberProven: boolean;
};

/**
 * A username someone has (registering by username; usernames are shown in part on leaderboards and chosen in the open,
 * so this answer is given before the number is proven, behind the human verification and the captcha of the try).
 */
async function usernameTaken(deps: Deps, variant: RegisterVariant, username: string, lang: Lang): Promise<Outcome<never> | undefined> {
  if (variant === "registerMobile") return undefined; // the username is the number: told only once the number is proven
  if (await findMemberByUsername(deps.db, username)) return failure(200, ErrorCode.usernameTaken, text(lang, "usernameTaken"));
  return undefined;
}

/** Whether the number (or, registering by mobile, the username it becomes) already belongs to an account. */
async function numberHasAccount(deps: Deps, variant: RegisterVariant, username: string, phone: Phone): Promise<boolean> {
  if (await findMemberByPhone(deps.db, phone)) return true;
  return variant === "registerMobile" && Boolean(await findMemberByUsername(deps.db, username));
}

/**
 * Every check of a registration, in order: the fields against the site's settings, the number, the human
 * verification, the captcha (used up by the check, as at login), a taken username, the invitation code, the
 * recommender, the SMS code, and last a number that has an account (told only to whoever proved the number). Nothing
 * is written except the captcha's use and a wrong SMS entry.
 */
async function prepare(c: Context, deps: Deps, variant: RegisterVariant, body: RegisterRequest, lang: Lang): Promise<Outcome<never> | Prepared> {
  const flags = await registerFlags(deps);
  if (variant === "registerMobile" && !flags.mobileRegistration) return failure(200, ErrorCode.functionDisabled, text(lang, "functionDisabled"));
  const checked = checkRegistration(variant, body, await registerSettings(deps.db), flags, lang);
  if (!checked.ok) return failure(200, ErrorCode.fieldInvalid, checked.fault.message, { field: checked.fault.field, rule: checked.fault.rule });
  const { registration } = checked;

  let phone: Phone | undefined;
  if (registration.mobileNum !== undefined) {
    phone = parsePhone(registration.mobileNum, body.countryDialingCode);
    if (!phone) return failure(200, ErrorCode.phoneInvalid, text(lang, "phoneInvalid"));
  }
  // Registered by mobile: the number in its stored (local) form is the username, however it was typed.
  const username = variant === "registerMobile" && phone ? `0${phone.national}` : registration.username;

  // Firebase-verified number: answered before the human check and the captcha, so a link choice costs neither.
  let firebaseVerified = false;
  let link: { memberId: number; uid: string } | undefined;
  if (body.firebaseChannel === "sms") {
    const firebase = readProviderToken<FirebaseIdToken>(body.firebaseIdToken, "firebase", deps.clock.now());
    if (!firebase || !phone || firebase.phone !== phone.international) return failure(200, ErrorCode.firebaseTokenInvalid, text(lang, "firebaseTokenInvalid"));
    firebaseVerified = true;
    const owner = await findMemberByPhone(deps.db, phone);
    if (owner) {
      if (body.firebaseLink === undefined) return failure(200, ErrorCode.firebaseLinkChoice, text(lang, "firebaseLinkChoice"), { account: maskUsername(owner.username) });
      if (body.firebaseLink === "link") link = { memberId: owner.id, uid: firebase.uid };
      // "Register new": the new account goes without the number, which stays with its owner.
      else if (variant === "registerMobile") return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
      else phone = undefined;
    }
  }

  const now = deps.clock.now();
  const human = await deps.human.check(deps.db, body.humanVerification, now);
  if (!human.ok) return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed"));

  if (registration.captcha !== undefined) {
    const cid = captchaClientId(c);
    const passed = Boolean(cid && registration.captcha && (await consumeCaptcha(deps.db, cid, registration.captcha, now)));
    if (!passed) return failure(200, ErrorCode.captchaInvalid, text(lang, "captchaInvalid"));
  }

  if (link) return { link: { ...link, human }, registration, username, phone, human, smsId: undefined, uplineId: null, recommenderId: null, numberProven: true };

  const taken = await usernameTaken(deps, variant, username, lang);
  if (taken) return taken;

  let uplineId: number | null = null;
  const { affiliateCode, recommenderId: recommender } = registration.values;
  if (affiliateCode !== undefined) {
    const agent = await affiliateAgent(deps.db, affiliateCode, body.domain, requestHost(c));
    if (agent === undefined) return failure(200, ErrorCode.invalidInvitation, text(lang, "invalidInvitation"));
    uplineId = agent;
  }

  let recommenderId: number | null = null;
  if (recommender !== undefined) {
    const member = await findMemberByUsername(deps.db, recommender);
    const role = member ? roleOfType(member.type) : undefined;
    if (!member || !role || role === "trial") {
      return failure(200, ErrorCode.fieldInvalid, text(lang, "recommenderUnknown", { field: fieldLabel(lang, "recommenderId") }), { field: "recommenderId", rule: "pattern" });
    }
    recommenderId = member.id;
  }

  let smsId: number | undefined;
  if (registration.verificationCode !== undefined && !firebaseVerified) {
    if (!phone) throw new Error("an SMS code is needed but the form has no mobile number");
    const code = await checkSmsCode(deps.db, phone.international, "register", registration.verificationCode, now);
    if (!code.ok) return smsCodeFailure(lang, code.reason, "register");
    smsId = code.smsId;
  }

  // Whether the number has an account is told only to whoever proved they hold it (the SMS code, or Firebase's). A
  // number nobody proved (the site asks no SMS code) that has an account is left off the new one, with the same answer.
  const numberProven = firebaseVerified || smsId !== undefined;
  if (phone && (await numberHasAccount(deps, variant, username, phone))) {
    if (numberProven) return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
    phone = undefined;
  }
  return { registration, username, phone, human, smsId, uplineId, recommenderId, numberProven };
}

/** The statement creating the member; with a guard only while its SQL condition holds (the SMS code is unused). */
function insertMemberStatement(p: Prepared, body: RegisterRequest, passwordHash: string, paymentPasswordHash: string | null, now: number, guard?: { sql: string; args: number[] }): InStatement {
  const v = p.registration.values;
  const dialingCode = p.phone?.countryDialingCode ?? (COUNTRIES.some((country) => country.countryDialingCode === body.countryDialingCode) ? body.countryDialingCode : "+66");
  const columns: [string, string | number | null][] = [
    ["username", p.username],
    ["password_hash", passwordHash],
    ["type", MEMBER_TYPE],
    ["mobile", p.phone ? `0${p.phone.national}` : null],
    ["vip_rank_level", 0],
    ["upline_id", p.uplineId],
    ["reg_date", regDate(now)],
    ["email", v.email ?? null],
    ["country_dialing_code", dialingCode],
    ["payee_name", v.payeeName ?? null],
    ["qq_num", v.qqNum ?? null],
    ["line_id", v.line ?? null],
    ["whatsapp", v.whatsapp ?? null],
    ["facebook", v.facebook ?? null],
    ["wechat", v.wechat ?? null],
    ["id_number", v.idNumber ?? null],
    ["payment_password_hash", paymentPasswordHash],
    ["affiliate_code", v.affiliateCode ?? null],
    ["referral_code", v.referralCode ?? null],
    ["recommender_id", p.recommenderId],
    ["register_url", body.registerUrl.slice(0, MAX_URL_LENGTH)],
    ["register_domain", body.domain.trim().slice(0, MAX_DOMAIN_LENGTH)],
  ];
  return {
    sql: `INSERT INTO members (${columns.map(([name]) => name).join(", ")}) SELECT ${columns.map(() => "?").join(", ")} WHERE ${guard ? guard.sql : "1"}`,
    args: [...columns.map(([, value]) => value), ...(guard?.args ?? [])],
  };
}

/**
 * `PUT /wps/member/register` and `/wps/member/register/mobile`: checks everything against the current site (never
 * trusting the client), then in ONE transaction creates the member, an empty main wallet and a session, and uses up
 * the SMS code and the human-verification challenge. A clash or failure on the way leaves nothing behind.
 */
export async function registerMember(c: Context, deps: Deps, variant: RegisterVariant, body: RegisterRequest, lang: Lang, retried = false): Promise<Outcome<LoginAnswer>> {
  const prepared = await prepare(c, deps, variant, body, lang);
  if ("ok" in prepared) return prepared;
  if (prepared.link) return linkFirebaseAccount(deps, prepared.link, lang);
  const { registration, username, smsId, human } = prepared;

  // No password pair (registerMobile with MOBILENUMPASSREG3 off): a random one nobody knows; the member sets one by phone.
  const passwordHash = await hashNewPassword(registration.password ?? randomBytes(24).toString("base64url"));
  const paymentPassword = registration.values.paymentPassword;
  const paymentPasswordHash = paymentPassword === undefined ? null : await hashNewPassword(paymentPassword);
  const now = deps.clock.now();
  const token = newToken();
  const guard = smsId === undefined ? undefined : codeUsable(smsId);
  const statements: InStatement[] = [
    useChallengeStatement(human, guard),
    insertMemberStatement(prepared, body, passwordHash, paymentPasswordHash, now, guard),
    { sql: "INSERT INTO accounts (member_id, account_type_id, balance_minor) SELECT id, 0, 0 FROM members WHERE username = ?", args: [username] },
    { sql: "INSERT INTO sessions (token, member_id, created_at, last_used_at) SELECT ?, id, ?, ? FROM members WHERE username = ?", args: [token, now, now, username] },
    ...(smsId === undefined ? [] : [consumeCodeStatement(smsId)]),
    { sql: "SELECT id FROM members WHERE username = ?", args: [username] },
  ];
  let results;
  try {
    results = await deps.db.batch(statements, "write");
  } catch (error) {
    if (!isUniqueClash(error)) throw error;
    // Someone registered the same name or number, or used the same challenge, between the checks and the write.
    const taken = await usernameTaken(deps, variant, username, lang);
    if (taken) return taken;
    if (prepared.phone && (await numberHasAccount(deps, variant, username, prepared.phone))) {
      if (prepared.numberProven) return failure(200, ErrorCode.mobileTaken, text(lang, "mobileTaken"));
      // An unproven number taken meanwhile: the checks run again, and leave it off.
      if (!retried) return registerMember(c, deps, variant, body, lang, true);
    }
    return failure(200, ErrorCode.humanVerificationFailed, text(lang, "humanVerificationFailed"));
  }
  if (results[1]?.rowsAffected !== 1) return smsCodeFailure(lang, "invalid", "register"); // the SMS code was used meanwhile
  const row = results.at(-1)?.rows[0];
  if (!row) throw new Error("registered member is missing");
  return success(loginAnswer({ id: Number(row.id), username, type: MEMBER_TYPE, firstLogin: false, passwordExpired: false }, token));
}

/** `a***9` for the link choice: enough to recognise one's account, not to learn someone else's. */
function maskUsername(username: string): string {
  return username.length <= 2 ? `${username[0] ?? ""}***` : `${username.slice(0, 1)}***${username.slice(-1)}`;
}

/** "Link account": the Firebase identity is tied to the number's account for good, and the person signs in as it. */
async function linkFirebaseAccount(deps: Deps, link: NonNullable<Prepared["link"]>, lang: Lang): Promise<Outcome<LoginAnswer>> {
  const linkedTo = await memberOfFirebaseUid(deps.db, link.uid);
  if (linkedTo !== undefined) return failure(200, ErrorCode.firebaseAlreadyLinked, text(lang, "firebaseAlreadyLinked"));
  const member = await findMemberById(deps.db, link.memberId);
  if (!member || !roleOfType(member.type)) return failure(200, ErrorCode.nonMember, text(lang, "nonMember"));
  const now = deps.clock.now();
  const token = newToken();
  try {
    await deps.db.batch([useChallengeStatement(link.human), linkFirebaseStatement(link.uid, member.id, now), ...openSessionStatements(member.id, token, now)], "write");
  } catch (error) {
    if (!isUniqueClash(error)) throw error;
    return failure(200, ErrorCode.firebaseAlreadyLinked, text(lang, "firebaseAlreadyLinked"));
  }
  return success(loginAnswer(member, token));
}
