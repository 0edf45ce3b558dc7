import type { FieldSetting, RegisterField, RegisterSettings, RegisterVariant } from "../contract";
import { hasPasswordPair as passwordPairFor, mobileRequired, mobileShown, needsSmsCode as smsCodeFor, submittedValue, type RegisterFlags } from "../contract/rules/register";
import { captchaAnswer, collectErrors, MAX_INPUT_LENGTH, matchesPattern, type FieldError, type FieldErrors } from "./validation";

export type RegisterForm = Record<RegisterField, string>;

export { submittedValue, type RegisterFlags };

/** Everything that decides which fields show and what they must hold. */
export interface RegisterRules {
  variant: RegisterVariant;
  settings: RegisterSettings;
  flags: RegisterFlags;
  /** False when the page URL carried an affiliate code the server accepted. */
  affiliateFieldShown: boolean;
  /** A referral link filled the referral code: show it even when the settings leave it off. */
  referralPrefilled: boolean;
}

/** Fields shown only when their server setting enables them, in form order. */
const OPTIONAL_FIELDS: RegisterField[] = [
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
];

export const emptyRegisterForm = (): RegisterForm => ({
  username: "",
  password: "",
  confirmPassword: "",
  payeeName: "",
  email: "",
  qqNum: "",
  mobileNum: "",
  recommenderId: "",
  captcha: "",
  verificationCode: "",
  affiliateCode: "",
  paymentPassword: "",
  line: "",
  whatsapp: "",
  facebook: "",
  wechat: "",
  idNumber: "",
  referralCode: "",
});

/** An SMS code is needed whenever SMS verification is on, and always when registering by mobile. */
export const needsSmsCode = (rules: Pick<RegisterRules, "variant" | "flags">): boolean => smsCodeFor(rules.variant, rules.flags);

const hasPasswordPair = (rules: RegisterRules): boolean => passwordPairFor(rules.variant, rules.flags);

const enabled = (setting: FieldSetting | undefined): boolean => setting?.enabled ?? false;

/** The fields the form shows for these rules, in order. */
export function visibleFields(rules: RegisterRules): RegisterField[] {
  const { settings, variant } = rules;
  const fields: RegisterField[] = [];
  if (variant === "register") fields.push("username");
  if (variant === "registerMobile") fields.push("mobileNum", "verificationCode");
  if (hasPasswordPair(rules)) fields.push("password", "confirmPassword");
  if (variant === "register" && mobileShown(variant, rules.flags, settings.mobileNum)) fields.push("mobileNum");
  if (variant === "register" && needsSmsCode(rules)) fields.push("verificationCode");
  const referralShown = enabled(settings.referralCode) || rules.referralPrefilled;
  for (const field of OPTIONAL_FIELDS) {
    if (!enabled(settings[field])) continue;
    // One field per purpose: a friend's referral code already says which member brought the player, so the
    // recommender's username is asked only without it (or when the site requires it).
    if (field === "recommenderId" && referralShown && !settings.recommenderId?.required) continue;
    fields.push(field);
  }
  if (enabled(settings.affiliateCode) && rules.affiliateFieldShown) fields.push("affiliateCode");
  if (referralShown) fields.push("referralCode");
  if (enabled(settings.captcha)) fields.push("captcha");
  return fields;
}

/** Required by the variant or the flags, whatever the settings say; otherwise by the settings. */
export function isRequired(field: RegisterField, rules: RegisterRules): boolean {
  switch (field) {
    case "username":
      return rules.variant === "register";
    case "password":
    case "confirmPassword":
      return hasPasswordPair(rules);
    case "mobileNum":
      return mobileRequired(rules.variant, rules.flags, rules.settings.mobileNum);
    case "verificationCode":
      return needsSmsCode(rules);
    case "captcha":
      return enabled(rules.settings.captcha);
    default:
      return rules.settings[field]?.required ?? false;
  }
}

function settingError(setting: FieldSetting, value: string): FieldError | undefined {
  if (value.length < setting.minLength || value.length > setting.maxLength) return { kind: "length", min: setting.minLength, max: setting.maxLength };
  return matchesPattern(setting.acceptedPattern, value) ? undefined : { kind: "pattern", patternId: setting.patternId };
}

/** Why one field is refused, or undefined when it is fine. */
export function registerFieldError(field: RegisterField, form: RegisterForm, rules: RegisterRules): FieldError | undefined {
  const value = submittedValue(field, form[field]);
  if (value === "") {
    if (!isRequired(field, rules)) return undefined;
    return field === "captcha" ? captchaAnswer(value) : { kind: "required" };
  }
  switch (field) {
    case "confirmPassword":
      return value === form.password ? undefined : { kind: "mismatch" };
    case "verificationCode":
      return value.length > MAX_INPUT_LENGTH ? { kind: "tooLong", max: MAX_INPUT_LENGTH } : undefined;
    case "captcha":
      return undefined;
    default: {
      const setting = rules.settings[field];
      return setting ? settingError(setting, value) : value.length > MAX_INPUT_LENGTH ? { kind: "tooLong", max: MAX_INPUT_LENGTH } : undefined;
    }
  }
}

/** Every refused field among those shown; `{}` means the form may be sent. */
export function registerErrors(form: RegisterForm, rules: RegisterRules): FieldErrors<RegisterField> {
  const fields = visibleFields(rules);
  return collectErrors(Object.fromEntries(fields.map((field) => [field, registerFieldError(field, form, rules)])) as Record<RegisterField, FieldError | undefined>);
}

/** The user object to send: the shown fields, trimmed, the mobile number as the username when registering by mobile. */
export function registerUser(form: RegisterForm, rules: RegisterRules): Partial<RegisterForm> {
  const user: Partial<RegisterForm> = {};
  for (const field of visibleFields(rules)) {
    const value = submittedValue(field, form[field]);
    if (value !== "") user[field] = value;
  }
  if (rules.variant === "registerMobile") user.username = user.mobileNum;
  return user;
}
