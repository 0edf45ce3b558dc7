import type { AffiliateApplicationRequest } from "../../contract";
import { AFFILIATE_EMAIL_PATTERN, AFFILIATE_LIMITS as L, AFFILIATE_NAME_PATTERN } from "../../contract/affiliate-application";
import type { Lang } from "../lang";
import { parsePhone, type Phone } from "../phone";
import { textProblem, type TextRule } from "../text-field";
import { textsOf } from "../messages";

const FIELD_NAMES = {
  fullName: { TH: "ชื่อ-นามสกุล", EN: "Name" },
  mobileNum: { TH: "หมายเลขโทรศัพท์มือถือ", EN: "Mobile number" },
  email: { TH: "อีเมล", EN: "E-mail" },
  contact: { TH: "ไอดี LINE หรือช่องทางติดต่ออื่น", EN: "LINE ID or other contact" },
  channel: { TH: "ช่องทางที่จะโปรโมท", EN: "Where you will promote" },
  message: { TH: "ข้อความ", EN: "Message" },
};

const MESSAGES = {
  required: { TH: "{field}: กรุณากรอกข้อมูล", EN: "{field}: this field is required" },
  length: { TH: "{field}: กรุณากรอก {min} - {max} ตัวอักษร", EN: "{field}: please enter {min} - {max} characters" },
  tooLong: { TH: "{field}: ไม่เกิน {max} ตัวอักษร", EN: "{field}: at most {max} characters" },
  format: { TH: "{field}: รูปแบบไม่ถูกต้อง", EN: "{field}: the format is not valid" },
  rateLimited: { TH: "ส่งใบสมัครบ่อยเกินไป กรุณาลองใหม่ภายหลัง", EN: "Too many applications sent, please try again later" },
  notEligible: { TH: "บัญชีนี้ไม่สามารถสมัครเป็นพันธมิตรได้", EN: "This account cannot apply to become an affiliate" },
};

export const affiliateText = textsOf(MESSAGES);

type Field = keyof typeof FIELD_NAMES;

/** The rules of each text field (the client's machines/affiliate-application-rules.ts checks the same). */
const RULES: Record<Exclude<Field, "mobileNum">, TextRule & { required: boolean }> = {
  fullName: { required: true, min: L.fullNameMin, max: L.fullNameMax, pattern: new RegExp(AFFILIATE_NAME_PATTERN) },
  email: { required: true, min: L.emailMin, max: L.emailMax, pattern: new RegExp(AFFILIATE_EMAIL_PATTERN) },
  contact: { required: false, max: L.contactMax },
  channel: { required: true, min: L.channelMin, max: L.channelMax },
  message: { required: false, max: L.messageMax },
};

export type CheckedApplication = { ok: true; phone: Phone; values: Record<Exclude<Field, "mobileNum">, string> } | { ok: false; message: string };

/** The trimmed application, or the first field it breaks as a message in `lang` naming the field. */
export function checkApplication(body: AffiliateApplicationRequest, lang: Lang): CheckedApplication {
  const fail = (field: Field, key: "required" | "length" | "tooLong" | "format", extra: Record<string, number> = {}) => ({
    ok: false as const,
    message: affiliateText(lang, key, { field: FIELD_NAMES[field][lang], ...extra }),
  });
  const values = {} as Record<Exclude<Field, "mobileNum">, string>;
  for (const field of ["fullName"] as const) values[field] = body[field].trim();
  if (!values.fullName) return fail("fullName", "required");
  const nameProblem = textProblem(values.fullName, RULES.fullName);
  if (nameProblem) return nameProblem === "length" ? fail("fullName", "length", { min: L.fullNameMin, max: L.fullNameMax }) : fail("fullName", "format");
  if (!body.mobileNum.trim()) return fail("mobileNum", "required");
  const phone = parsePhone(body.mobileNum, body.countryDialingCode);
  if (!phone) return fail("mobileNum", "format");
  // A message may hold line breaks; everything else textProblem refuses stays refused.
  const messageText = body.message.replace(/\r\n|[\r\n\t]/g, " ").trim();
  for (const field of ["email", "contact", "channel", "message"] as const) {
    const rule = RULES[field];
    const value = field === "message" ? messageText : body[field].trim();
    values[field] = field === "message" ? body.message.trim() : value;
    if (!value) {
      if (rule.required) return fail(field, "required");
      continue;
    }
    const problem = textProblem(value, rule);
    if (problem === "length") return rule.min === undefined ? fail(field, "tooLong", { max: rule.max ?? 0 }) : fail(field, "length", { min: rule.min, max: rule.max ?? 0 });
    if (problem) return fail(field, "format");
  }
  return { ok: true, phone, values };
}
