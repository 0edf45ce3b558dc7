import { acceptsValue, type FieldSetting, type RegisterField, type RegisterFieldFault, type RegisterRequest, type RegisterSettings, type RegisterVariant } from "../contract";
import { hasPasswordPair, mobileRequired, mobileShown, needsSmsCode, submittedValue, UNTRIMMED_FIELDS, type RegisterFlags } from "../contract/rules/register";
import type { Lang } from "./lang";
import { fieldLabel, text } from "./messages";
import { textProblem } from "./text-field";

export type { RegisterFlags };

/** A field without a setting (and the verification code) may hold at most this many characters. */
export const MAX_FREE_LENGTH = 255;

/** Fields that only their settings drive: checked when enabled, ignored (whatever was sent) when not. */
const SETTING_FIELDS = [
  "payeeName",
  "email",
  "qqNum",
  "recommenderId",
  "paymentPassword",
  "line",
  "whatsapp",
  "facebook",
  "wechat",
  "idNumber",
  "affiliateCode",
  "referralCode",
] as const satisfies readonly RegisterField[];
export type SettingField = (typeof SETTING_FIELDS)[number];

export type FieldFault = RegisterFieldFault & { field: RegisterField; message: string };

/** A registration whose every field passed the site's settings. */
export type CheckedRegistration = {
  /** The username of the new member (for registerMobile, the mobile number as entered; the caller normalises it). */
  username: string;
  /** Undefined when the site asks for no password pair (registerMobile with MOBILENUMPASSREG3 off). */
  password: string | undefined;
  /** The mobile number as entered, when the form has one. */
  mobileNum: string | undefined;
  /** Set when an SMS code is needed (REGMOBVERF3 on, or registering by mobile). */
  verificationCode: string | undefined;
  /** The captcha answer, when the captcha setting is enabled (checked by the caller). */
  captcha: string | undefined;
  /** Accepted values of the enabled setting-driven fields that were filled in. */
  values: Partial<Record<SettingField, string>>;
};

export type RegistrationCheck = { ok: true; registration: CheckedRegistration } | { ok: false; fault: FieldFault };

const enabled = (setting: FieldSetting | undefined): boolean => setting?.enabled ?? false;

function fault(lang: Lang, field: RegisterField, rule: RegisterFieldFault["rule"], values: Record<string, string | number> = {}): { ok: false; fault: FieldFault } {
  const label = fieldLabel(lang, field);
  const message =
    rule === "required"
      ? text(lang, "fieldRequired", { field: label })
      : rule === "length"
        ? text(lang, "fieldLength", { field: label, ...values })
        : rule === "pattern"
          ? text(lang, "fieldPattern", { field: label })
          : rule === "mismatch"
            ? text(lang, "confirmMismatch")
            : text(lang, "fieldTooLong", { field: label, max: MAX_FREE_LENGTH });
  return { ok: false, fault: { field, rule, message } };
}

const rangeOf = (setting: FieldSetting) => (setting.minLength === setting.maxLength ? String(setting.minLength) : `${setting.minLength} - ${setting.maxLength}`);

type One = { ok: true; value: string | undefined } | { ok: false; fault: FieldFault };

/**
 * One field: empty (after trim) is refused when required and otherwise absent; a value must fit the setting's
 * minLength..maxLength (UTF-16 units, as the browser counts) and its acceptedPattern (`new RegExp(source)`, `*` = anything);
 * without a setting, at most 255.
 */
function checkField(lang: Lang, field: RegisterField, raw: string | undefined, required: boolean, setting: FieldSetting | undefined): One {
  const value = submittedValue(field, raw ?? "");
  if (value.trim() === "") return required ? fault(lang, field, "required") : { ok: true, value: undefined };
  // Control characters anywhere, markup outside passwords: refused whatever the setting's pattern says (`*` too).
  if (textProblem(value, { allowMarkup: UNTRIMMED_FIELDS.has(field) })) return fault(lang, field, "pattern");
  if (!setting) return value.length > MAX_FREE_LENGTH ? fault(lang, field, "maxLength") : { ok: true, value };
  if (value.length < setting.minLength || value.length > setting.maxLength) return fault(lang, field, "length", { range: rangeOf(setting) });
  if (!acceptsValue(setting, value)) return fault(lang, field, "pattern");
  return { ok: true, value };
}

/**
 * Checks a registration against the site's register settings and flags, field by field in form order, the way the
 * client does (machines/register-rules.ts), without trusting that the client did. The first refused field wins.
 */
export function checkRegistration(variant: RegisterVariant, body: RegisterRequest, settings: RegisterSettings, flags: RegisterFlags, lang: Lang): RegistrationCheck {
  const needsSms = needsSmsCode(variant, flags);
  const passwordPair = hasPasswordPair(variant, flags);

  let username: string | undefined;
  if (variant === "register") {
    const checked = checkField(lang, "username", body.username, true, settings.username);
    if (!checked.ok) return checked;
    username = checked.value;
  }

  let mobileNum: string | undefined;
  if (mobileShown(variant, flags, settings.mobileNum)) {
    const checked = checkField(lang, "mobileNum", body.mobileNum, mobileRequired(variant, flags, settings.mobileNum), settings.mobileNum);
    if (!checked.ok) return checked;
    mobileNum = checked.value;
  }

  let verificationCode: string | undefined;
  if (needsSms) {
    const checked = checkField(lang, "verificationCode", body.verificationCode, true, undefined);
    if (!checked.ok) return checked;
    verificationCode = checked.value;
  }

  let password: string | undefined;
  if (passwordPair) {
    const checked = checkField(lang, "password", body.password, true, settings.password);
    if (!checked.ok) return checked;
    password = checked.value;
    const confirm = body.confirmPassword ?? "";
    if (confirm.trim() === "") return fault(lang, "confirmPassword", "required");
    if (confirm !== password) return fault(lang, "confirmPassword", "mismatch");
  }

  const values: Partial<Record<SettingField, string>> = {};
  for (const field of SETTING_FIELDS) {
    const setting = settings[field];
    if (!enabled(setting)) continue;
    const checked = checkField(lang, field, body[field], setting?.required ?? false, setting);
    if (!checked.ok) return checked;
    if (checked.value !== undefined) values[field] = checked.value;
  }

  const captcha = enabled(settings.captcha) ? (body.captcha ?? "").trim() : undefined;
  // registerMobile: the mobile number is the username (required above, so present).
  return { ok: true, registration: { username: username ?? mobileNum ?? "", password, mobileNum, verificationCode, captcha, values } };
}
