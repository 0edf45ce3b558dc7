import type { Client } from "@libsql/client";
import { type FieldSetting, type Profile, type ProfileField, type SecurityProfile } from "../../contract";
import { PROFILE_FIELDS } from "../../contract/security";
import { PATTERNS } from "../register-patterns";
import { registerSettings } from "../store/register-settings";
import { maskMobile } from "../store/members";
import { NICKNAME_PATTERN, textProblem, type TextRule } from "../text-field";
import { recoveryOpensAt } from "./channels";

const rule = (minLength: number, maxLength: number, patternId: number, required = false): FieldSetting => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  patternId,
  acceptedPattern: PATTERNS[patternId] ?? "*",
});

/** The server's own rules; realName, email and line take the register settings' (payeeName, email, line) when the site has them. */
const OWN_RULES: Record<ProfileField, FieldSetting> = {
  nickname: rule(2, 20, 0),
  realName: rule(2, 50, 17),
  birthday: rule(10, 10, 11),
  email: rule(6, 50, 3),
  telegram: rule(5, 32, 9),
  line: rule(3, 30, 9),
  zalo: rule(8, 15, 6),
  // spec.md section 5: address and nationality are required on the profile.
  address: rule(5, 200, 0, true),
  nationality: rule(2, 50, 12, true),
};

const SETTING_OF: Partial<Record<ProfileField, string>> = { realName: "payeeName", email: "email", line: "line" };

export async function profileRules(db: Client): Promise<Record<ProfileField, FieldSetting>> {
  const settings = await registerSettings(db);
  const rules = { ...OWN_RULES };
  for (const [field, name] of Object.entries(SETTING_OF) as [ProfileField, string][]) {
    const setting = settings[name];
    if (setting) rules[field] = { ...setting, enabled: true, required: OWN_RULES[field].required };
  }
  return rules;
}

export type FieldFault = { field: ProfileField; rule: "required" | "length" | "pattern" };

/** The first field of `profile` its rule refuses (the shared text check first: no markup, no control characters). */
export function profileFault(profile: Profile, rules: Record<ProfileField, FieldSetting>, skip: ReadonlySet<ProfileField>): FieldFault | undefined {
  for (const field of PROFILE_FIELDS) {
    if (skip.has(field)) continue;
    const value = profile[field].trim();
    const setting = rules[field];
    if (value === "") {
      if (setting.required) return { field, rule: "required" };
      continue;
    }
    const text: TextRule = { min: setting.minLength, max: setting.maxLength, pattern: field === "nickname" ? NICKNAME_PATTERN : new RegExp(setting.acceptedPattern === "*" ? "^[\\s\\S]*$" : setting.acceptedPattern) };
    const problem = textProblem(value, text);
    if (problem === "length") return { field, rule: "length" };
    if (problem) return { field, rule: "pattern" };
  }
  return undefined;
}

const iso = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
const str = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** The profile as stored, with the recovery holds that stand at `now`. */
export async function readSecurityProfile(db: Client, memberId: number, now: number): Promise<SecurityProfile> {
  const result = await db.execute({
    sql: `SELECT m.nickname, m.payee_name, m.email, m.line_id, m.mobile, m.country_dialing_code, m.payment_password_hash,
            p.birthday, p.telegram, p.zalo, p.address, p.nationality
          FROM members m LEFT JOIN member_profiles p ON p.member_id = m.id WHERE m.id = ?`,
    args: [memberId],
  });
  const row = result.rows[0];
  if (!row) throw new Error("session points at a missing member");
  const realName = str(row.payee_name);
  return {
    profile: {
      nickname: str(row.nickname),
      realName,
      birthday: str(row.birthday),
      email: str(row.email),
      telegram: str(row.telegram),
      line: str(row.line_id),
      zalo: str(row.zalo),
      address: str(row.address),
      nationality: str(row.nationality),
    },
    rules: await profileRules(db),
    realNameLocked: realName !== "",
    mobile: maskMobile(row.mobile === null ? null : String(row.mobile)),
    countryDialingCode: str(row.country_dialing_code) || "+66",
    hasPaymentPassword: row.payment_password_hash !== null,
    mobileRecoveryOpensAt: iso(await recoveryOpensAt(db, memberId, "mobile", now)),
    emailRecoveryOpensAt: iso(await recoveryOpensAt(db, memberId, "email", now)),
  };
}

/** Writes the profile in one transaction; the real name only while none is set. */
export async function writeProfile(db: Client, memberId: number, profile: Profile, now: number): Promise<void> {
  const v = (field: ProfileField) => profile[field].trim() || null;
  await db.batch(
    [
      {
        sql: "UPDATE members SET nickname = ?, email = ?, line_id = ?, payee_name = COALESCE(NULLIF(payee_name, ''), ?) WHERE id = ?",
        args: [v("nickname"), v("email"), v("line"), v("realName"), memberId],
      },
      {
        sql: `INSERT INTO member_profiles (member_id, birthday, telegram, zalo, address, nationality, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
              ON CONFLICT (member_id) DO UPDATE SET birthday = excluded.birthday, telegram = excluded.telegram, zalo = excluded.zalo,
                address = excluded.address, nationality = excluded.nationality, updated_at = excluded.updated_at`,
        args: [memberId, v("birthday"), v("telegram"), v("zalo"), v("address"), v("nationality"), now],
      },
    ],
    "write",
  );
}
