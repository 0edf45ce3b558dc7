import type { FieldSetting, RegisterField, RegisterSettings, RegisterVariant } from "../../contract";
import type { RegisterInput } from "../../machines/register.machine";
import type { FieldError } from "../../machines/validation";

/**
 * The registration form's rules as spec section 5 states them, written independently of machines/register-rules.ts:
 * which fields show, which are required, and the error each value gets. The oracle, the path model and the view
 * test take their expectations from here.
 */
export interface FormFacts {
  variant: RegisterVariant;
  settings: RegisterSettings;
  flags: RegisterInput["flags"];
  /** Spec section 4: the affiliate field shows unless the landing URL carried a code the server accepted. */
  affiliateShown: boolean;
  /** A referral link filled the referral code (the form shows it even when the settings leave it off). */
  referralPrefilled: boolean;
  values: Record<RegisterField, string>;
}

/** Spec section 5: verification code at most 255 characters; fields without a server setting get the same cap. */
export const MAX_LENGTH = 255;

const on = (facts: FormFacts, field: RegisterField) => facts.settings[field]?.enabled === true;
const byUsername = (facts: FormFacts) => facts.variant === "register";
/** "SMS code required whenever SMS verification is on or in mobile mode." */
const smsNeeded = (facts: FormFacts) => facts.flags.smsVerification || facts.variant === "registerMobile";
/** "Password pair shown only if flag MOBILENUMPASSREG3 allows" (always by username). */
const passwordPair = (facts: FormFacts) => byUsername(facts) || facts.flags.mobilePassword;

interface FieldRule {
  shown(facts: FormFacts): boolean;
  required(facts: FormFacts): boolean;
  /** The check of a non-empty value; undefined when it passes. */
  check(value: string, facts: FormFacts): FieldError | undefined;
  /** Passwords are sent and checked as typed: their spaces are the person's. */
  keepsSpaces?: true;
}

/** The server's pattern as a regular expression; one that does not compile accepts nothing. */
function accepts(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return false;
  }
}

/** A field the server's settings shape: "shown only if enabled, required only if server says so, min and max from the server". */
function bySetting(field: RegisterField, value: string, facts: FormFacts): FieldError | undefined {
  const setting: FieldSetting | undefined = facts.settings[field];
  if (!setting) return value.length > MAX_LENGTH ? { kind: "tooLong", max: MAX_LENGTH } : undefined;
  if (value.length < setting.minLength || value.length > setting.maxLength) return { kind: "length", min: setting.minLength, max: setting.maxLength };
  // Spec: "An acceptedPattern of * matches anything".
  if (setting.acceptedPattern === "*") return undefined;
  return accepts(setting.acceptedPattern, value) ? undefined : { kind: "pattern", patternId: setting.patternId };
}

const optional = (field: RegisterField, extra: Partial<FieldRule> = {}): FieldRule => ({
  shown: (facts) => on(facts, field),
  required: (facts) => facts.settings[field]?.required === true,
  check: (value, facts) => bySetting(field, value, facts),
  ...extra,
});

/** Spec section 5, one row per field. */
export const RULES: Record<RegisterField, FieldRule> = {
  // "Username registration: username, password, confirmation required."
  username: { shown: byUsername, required: byUsername, check: (value, facts) => bySetting("username", value, facts) },
  password: { shown: passwordPair, required: passwordPair, check: (value, facts) => bySetting("password", value, facts), keepsSpaces: true },
  // "Confirmation must equal password ('Incorrect confirmation input')."
  confirmPassword: { shown: passwordPair, required: passwordPair, check: (value, facts) => (value === facts.values.password ? undefined : { kind: "mismatch" }), keepsSpaces: true },
  // "Mobile registration: mobile number required"; a code to send needs a number too.
  mobileNum: {
    shown: (facts) => !byUsername(facts) || on(facts, "mobileNum") || smsNeeded(facts),
    required: (facts) => !byUsername(facts) || smsNeeded(facts) || facts.settings.mobileNum?.required === true,
    check: (value, facts) => bySetting("mobileNum", value, facts),
  },
  verificationCode: { shown: smsNeeded, required: smsNeeded, check: (value) => (value.length > MAX_LENGTH ? { kind: "tooLong", max: MAX_LENGTH } : undefined) },
  payeeName: optional("payeeName"),
  email: optional("email"),
  qqNum: optional("qqNum"),
  // One code field per purpose: the friend's referral code and the recommender's username both name the member who
  // brought the player, so the recommender is asked only when the referral code is not (or when it is required).
  recommenderId: optional("recommenderId", {
    shown: (facts) => on(facts, "recommenderId") && (facts.settings.recommenderId?.required === true || !(on(facts, "referralCode") || facts.referralPrefilled)),
  }),
  paymentPassword: optional("paymentPassword", { keepsSpaces: true }),
  line: optional("line"),
  whatsapp: optional("whatsapp"),
  facebook: optional("facebook"),
  wechat: optional("wechat"),
  idNumber: optional("idNumber"),
  affiliateCode: optional("affiliateCode", { shown: (facts) => on(facts, "affiliateCode") && facts.affiliateShown }),
  referralCode: optional("referralCode", { shown: (facts) => on(facts, "referralCode") || facts.referralPrefilled }),
  // "Captcha required when shown."
  captcha: { shown: (facts) => on(facts, "captcha"), required: (facts) => on(facts, "captcha"), check: () => undefined },
};

/** The order the form lists its fields in (the view's layout; the spec names no order). */
export const FORM_ORDER: Record<RegisterVariant, RegisterField[]> = {
  register: ["username", "password", "confirmPassword", "mobileNum", "verificationCode"],
  registerMobile: ["mobileNum", "verificationCode", "password", "confirmPassword"],
};
const TAIL: RegisterField[] = [
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
  "captcha",
];

export function shownFields(facts: FormFacts): RegisterField[] {
  return [...FORM_ORDER[facts.variant], ...TAIL].filter((field) => RULES[field].shown(facts));
}

/** The value as checked and sent: trimmed, except the passwords. */
export const sentValue = (field: RegisterField, value: string): string => (RULES[field].keepsSpaces ? value : value.trim());

/** The error the rules give a shown field. */
export function ruleError(field: RegisterField, facts: FormFacts): FieldError | undefined {
  const rule = RULES[field];
  const value = sentValue(field, facts.values[field]);
  if (value === "") {
    if (!rule.required(facts)) return undefined;
    return field === "captcha" ? { kind: "captcha" } : { kind: "required" };
  }
  return rule.check(value, facts);
}

/** The shown fields the rules refuse. */
export function refusedFields(facts: FormFacts): RegisterField[] {
  return shownFields(facts).filter((field) => ruleError(field, facts) !== undefined);
}

/** The user object a registration sends: the shown, filled fields; by mobile, the number is the username. */
export function sentUser(facts: FormFacts, landingCode: string | undefined): Partial<Record<RegisterField, string>> {
  const user: Partial<Record<RegisterField, string>> = {};
  for (const field of shownFields(facts)) {
    const value = sentValue(field, facts.values[field]);
    if (value !== "") user[field] = value;
  }
  if (facts.variant === "registerMobile") user.username = user.mobileNum;
  // The landing page's accepted affiliate code goes with the registration though its field is hidden.
  if (!facts.affiliateShown && landingCode) user.affiliateCode = landingCode;
  return user;
}
