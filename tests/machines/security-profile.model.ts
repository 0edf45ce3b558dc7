import { securityProfileMachine, type SecurityProfileContext } from "../../machines/security-profile.machine";
import type { FieldSetting, Profile, ProfileField, SecurityProfile } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { securityProfileOracle } from "./security-profile.oracle";

const setting = (minLength: number, maxLength: number, patternId: number, acceptedPattern: string, required = false): FieldSetting => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  patternId,
  acceptedPattern,
});

/** The rules the fake server sends (the oracle writes the same numbers from its own table). */
export const PROFILE_RULES: Record<ProfileField, FieldSetting> = {
  nickname: setting(1, 20, 0, "*"),
  realName: setting(2, 50, 17, "^[A-Za-z ]+$"),
  birthday: setting(1, 20, 0, "*"),
  email: setting(1, 20, 0, "*"),
  telegram: setting(1, 20, 0, "*"),
  line: setting(1, 20, 0, "*"),
  zalo: setting(1, 20, 0, "*"),
  address: setting(5, 200, 0, "*", true),
  nationality: setting(2, 50, 12, "^[A-Za-z ]+$", true),
};

const EMPTY: Profile = { nickname: "", realName: "", birthday: "", email: "", telegram: "", line: "", zalo: "", address: "", nationality: "" };

/** A new member: nothing set. A seeded one: real name set (read-only), address and nationality filled. */
export const NEW_MEMBER: SecurityProfile = { profile: EMPTY, rules: PROFILE_RULES, realNameLocked: false, mobile: null, countryDialingCode: "+66", hasPaymentPassword: false };
export const SEEDED_MEMBER: SecurityProfile = {
  profile: { ...EMPTY, nickname: "Demo", realName: "Somchai Demo", address: "99 Sukhumvit Road", nationality: "Thai" },
  rules: PROFILE_RULES,
  realNameLocked: true,
  mobile: "089****432",
  countryDialingCode: "+66",
  hasPaymentPassword: true,
};
/** A member with an e-mail set: changing it needs the code mailed to it. */
export const EMAIL_MEMBER: SecurityProfile = { ...SEEDED_MEMBER, profile: { ...SEEDED_MEMBER.profile, email: "old@mail.com" } };

const change = (field: ProfileField, value: string) => ({ type: "PROFILE.CHANGE", field, value });

/**
 * One field at a time: the address (too short, then padded), the nationality (with a digit, then right), the real name,
 * then either the nickname (markup) or a new e-mail (a recovery channel: the confirmation follows).
 */
function fills(context: SecurityProfileContext, emailChange = true) {
  const v = context.values;
  if (v.address.trim().length < 5) return v.address === "" ? [change("address", "ab"), change("address", " 1 Main Road ")] : [change("address", " 1 Main Road ")];
  if (v.nationality === "") return [change("nationality", "Thai1"), change("nationality", " Thai ")];
  if (v.nationality === "Thai1") return [change("nationality", " Thai ")];
  const last = v.nickname !== "<b>Lucky" && v.email === (context.data?.profile.email ?? "") ? [change("nickname", "<b>Lucky"), ...(emailChange ? [change("email", "New@Mail.com")] : [])] : [];
  // A set real name: trying to change it, or the last step.
  if (context.data?.realNameLocked) return v.realName === "Somchai Demo" && context.data.profile.email === "" ? [change("realName", "Someone Else")] : last;
  if (v.realName === "") return [change("realName", "Somchai1"), change("realName", "Somchai")];
  if (v.realName === "Somchai1") return [change("realName", "Somchai")];
  return last;
}

/** The login password (blank spaces first), then, when an e-mail is set, the mailed code (too short, then padded). */
function reauthFills(context: SecurityProfileContext) {
  const reauth = (field: "loginPassword" | "emailCode", value: string) => ({ type: "PROFILE.REAUTH_CHANGE", field, value });
  if (context.loginPassword === "") return [reauth("loginPassword", "  "), reauth("loginPassword", "Demo1234")];
  if (context.loginPassword !== "Demo1234") return [reauth("loginPassword", "Demo1234")];
  if ((context.data?.profile.email ?? "") === "") return [];
  if (context.emailCode === "") return [reauth("emailCode", "12"), reauth("emailCode", " 123456 ")];
  if (context.emailCode === "12") return [reauth("emailCode", " 123456 ")];
  return [];
}

/** The fake server echoes what was saved; a set real name locks it. */
function savedAnswer(context: SecurityProfileContext): SecurityProfile {
  const profile = Object.fromEntries(Object.entries(context.values).map(([k, v]) => [k, v.trim()])) as Profile;
  const data = context.data ?? NEW_MEMBER;
  const emailChanged = profile.email.toLowerCase() !== data.profile.email.toLowerCase();
  return { ...data, profile, realNameLocked: profile.realName !== "", emailRecoveryOpensAt: emailChanged ? "2026-11-28T07:05:00.000Z" : data.emailRecoveryOpensAt };
}

/** `emailChange: false` leaves the e-mail alone (shorter paths where another model covers its confirmation). */
export function securityProfileModel(loaded: SecurityProfile = NEW_MEMBER, { emailChange = true } = {}): PathModel<typeof securityProfileMachine> {
  return {
    name: "securityProfile",
    machine: securityProfileMachine,
    oracle: securityProfileOracle(),
    contextKey: (context: SecurityProfileContext) => ({
      values: [context.values.address, context.values.nationality, context.values.realName, context.values.nickname, context.values.email],
      reauth: [context.loginPassword, context.emailCode],
      reauthErrors: Object.keys(context.reauthErrors).filter((f) => context.reauthErrors[f as "loginPassword" | "emailCode"]),
      locked: context.data?.realNameLocked ?? null,
      errors: Object.keys(context.fieldErrors).filter((f) => context.fieldErrors[f as ProfileField]),
      error: context.error?.errorCode ?? context.error?.kind ?? null,
      saved: context.saved,
    }),
    payloads: {
      "PROFILE.CHANGE": (snapshot) => fills(snapshot.context as SecurityProfileContext, emailChange),
      "PROFILE.REAUTH_CHANGE": (snapshot) => reauthFills(snapshot.context as SecurityProfileContext),
      "PROFILE.MOBILE_BOUND": () => [{ type: "PROFILE.MOBILE_BOUND", mobile: "081****222", recoveryOpensAt: "2026-11-28T07:05:00.000Z" }],
      "xstate.done.actor.loadProfile": () => [{ type: "xstate.done.actor.loadProfile", output: loaded }],
      "xstate.error.actor.loadProfile": () => [{ type: "xstate.error.actor.loadProfile", error: networkError }],
      "xstate.done.actor.saveProfile": (snapshot) => [{ type: "xstate.done.actor.saveProfile", output: savedAnswer(snapshot.context as SecurityProfileContext) }],
      "xstate.error.actor.saveProfile": () => [
        { type: "xstate.error.actor.saveProfile", error: { ...errorOf("FIELD_INVALID", { field: "nickname", rule: "pattern" }), message: "Nickname: the format is incorrect" } },
        { type: "xstate.error.actor.saveProfile", error: errorOf("REAL_NAME_LOCKED") },
        { type: "xstate.error.actor.saveProfile", error: errorOf("LOGIN_PASSWORD_INCORRECT") },
        { type: "xstate.error.actor.saveProfile", error: errorOf("OLD_CHANNEL_CODE_INVALID", { channel: "email" }) },
        { type: "xstate.error.actor.saveProfile", error: networkError },
      ],
    },
  };
}
