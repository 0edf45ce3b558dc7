import { securityProfileMachine, type SecurityProfileContext } from "../../machines/security-profile.machine";
import type { FieldSetting, Profile, ProfileField, SecurityProfile } from "../../src/contract";
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

const change = (field: ProfileField, value: string) => ({ type: "PROFILE.CHANGE", field, value });

/** One field at a time: the address (too short, then padded), the nationality (with a digit, then right), the real name. */
function fills(context: SecurityProfileContext) {
  const v = context.values;
  if (v.address.trim().length < 5) return v.address === "" ? [change("address", "ab"), change("address", " 1 Main Road ")] : [change("address", " 1 Main Road ")];
  if (v.nationality === "") return [change("nationality", "Thai1"), change("nationality", " Thai ")];
  if (v.nationality === "Thai1") return [change("nationality", " Thai ")];
  if (context.data?.realNameLocked) return v.realName === "Somchai Demo" ? [change("realName", "Someone Else")] : [];
  if (v.realName === "") return [change("realName", "Somchai1"), change("realName", "Somchai")];
  if (v.realName === "Somchai1") return [change("realName", "Somchai")];
  return [change("nickname", "<b>Lucky")];
}

/** The fake server echoes what was saved; a set real name locks it. */
function savedAnswer(context: SecurityProfileContext): SecurityProfile {
  const profile = Object.fromEntries(Object.entries(context.values).map(([k, v]) => [k, v.trim()])) as Profile;
  return { ...(context.data ?? NEW_MEMBER), profile, realNameLocked: profile.realName !== "" };
}

export function securityProfileModel(loaded: SecurityProfile = NEW_MEMBER): PathModel<typeof securityProfileMachine> {
  return {
    name: "securityProfile",
    machine: securityProfileMachine,
    oracle: securityProfileOracle(),
    contextKey: (context: SecurityProfileContext) => ({
      values: [context.values.address, context.values.nationality, context.values.realName, context.values.nickname],
      locked: context.data?.realNameLocked ?? null,
      errors: Object.keys(context.fieldErrors).filter((f) => context.fieldErrors[f as ProfileField]),
      error: context.error?.errorCode ?? context.error?.kind ?? null,
      saved: context.saved,
    }),
    payloads: {
      "PROFILE.CHANGE": (snapshot) => fills(snapshot.context as SecurityProfileContext),
      "PROFILE.MOBILE_BOUND": () => [{ type: "PROFILE.MOBILE_BOUND", mobile: "081****222" }],
      "xstate.done.actor.loadProfile": () => [{ type: "xstate.done.actor.loadProfile", output: loaded }],
      "xstate.error.actor.loadProfile": () => [{ type: "xstate.error.actor.loadProfile", error: networkError }],
      "xstate.done.actor.saveProfile": (snapshot) => [{ type: "xstate.done.actor.saveProfile", output: savedAnswer(snapshot.context as SecurityProfileContext) }],
      "xstate.error.actor.saveProfile": () => [
        { type: "xstate.error.actor.saveProfile", error: { ...errorOf("FIELD_INVALID", { field: "nickname", rule: "pattern" }), message: "Nickname: the format is incorrect" } },
        { type: "xstate.error.actor.saveProfile", error: errorOf("REAL_NAME_LOCKED") },
        { type: "xstate.error.actor.saveProfile", error: networkError },
      ],
    },
  };
}
