import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { MAX_INPUT_LENGTH } from "../../../machines/validation";
import type { RegisterField, RegisterSettings } from "../../../contract";

/** Fields typed into a PasswordInput (with a show-password toggle). */
export const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(["password", "confirmPassword", "paymentPassword"]);

/** The length message of these fields speaks of the password; the others' of characters. */
export const errorSubject = (field: RegisterField): "password" | "other" => (PASSWORD_FIELDS.has(field) ? "password" : "other");

/** The input's maxLength: the field's setting (the password's for its confirmation), 255 for the SMS code. */
export function maxLengthOf(field: RegisterField, settings: RegisterSettings): number {
  if (field === "verificationCode") return MAX_INPUT_LENGTH;
  const setting = settings[field === "confirmPassword" ? "password" : field];
  return setting?.maxLength ?? MAX_INPUT_LENGTH;
}

interface InputHints {
  type?: HTMLInputTypeAttribute;
  inputMode?: "numeric" | "email" | "text" | "tel";
  autoComplete?: HTMLInputAutoCompleteAttribute;
  autoCapitalize?: "none";
  spellCheck?: false;
}

const NO_AUTOFILL: InputHints = { autoComplete: "off", autoCapitalize: "none", spellCheck: false };

/** Keyboard, autofill and spelling hints per field. */
export const INPUT_HINTS: Partial<Record<RegisterField, InputHints>> = {
  username: { autoComplete: "username", autoCapitalize: "none", spellCheck: false },
  password: { autoComplete: "new-password" },
  confirmPassword: { autoComplete: "new-password" },
  paymentPassword: { autoComplete: "off", inputMode: "numeric" },
  payeeName: { autoComplete: "name" },
  email: { type: "email", inputMode: "email", autoComplete: "email", autoCapitalize: "none", spellCheck: false },
  qqNum: { inputMode: "numeric", autoComplete: "off" },
  mobileNum: { type: "tel", inputMode: "numeric", autoComplete: "tel-national" },
  verificationCode: { inputMode: "numeric", autoComplete: "one-time-code" },
  captcha: NO_AUTOFILL,
  recommenderId: NO_AUTOFILL,
  affiliateCode: NO_AUTOFILL,
  referralCode: NO_AUTOFILL,
  line: NO_AUTOFILL,
  whatsapp: { type: "tel", inputMode: "tel", autoComplete: "off" },
  facebook: NO_AUTOFILL,
  wechat: NO_AUTOFILL,
  idNumber: { autoComplete: "off", spellCheck: false },
};
