import type { AffiliateApplicationRequest } from "../contract";
import { AFFILIATE_EMAIL_PATTERN, AFFILIATE_LIMITS as L, AFFILIATE_NAME_PATTERN } from "../contract/rules/affiliate";
import { collectErrors, mobileNumber, required, type FieldError, type FieldErrors } from "./validation";

/**
 * The affiliate application's field rules, in the registration's style: required, length, pattern id
 * (spec.md section 5's pattern messages), from contract/rules/affiliate.ts; the server checks again.
 */
export const AFFILIATE_RULES = {
  fullName: { min: L.fullNameMin, max: L.fullNameMax, pattern: new RegExp(AFFILIATE_NAME_PATTERN), patternId: 17 },
  email: { min: L.emailMin, max: L.emailMax, pattern: new RegExp(AFFILIATE_EMAIL_PATTERN), patternId: 3 },
  contact: { max: L.contactMax },
  channel: { min: L.channelMin, max: L.channelMax },
  message: { max: L.messageMax },
} as const;

export type AffiliateForm = AffiliateApplicationRequest;
export type AffiliateField = keyof AffiliateForm;

function sized(value: string, rule: { min: number; max: number }): FieldError | undefined {
  return value.length < rule.min || value.length > rule.max ? { kind: "length", min: rule.min, max: rule.max } : undefined;
}

function patterned(value: string, rule: { min: number; max: number; pattern: RegExp; patternId: number }): FieldError | undefined {
  return required(value) ?? sized(value, rule) ?? (rule.pattern.test(value) ? undefined : { kind: "pattern", patternId: rule.patternId });
}

const atMost = (value: string, max: number): FieldError | undefined => (value.length > max ? { kind: "tooLong", max } : undefined);

/** The form's errors as they stand (values trimmed); `{}` when it may be sent. */
export function affiliateErrors(form: AffiliateForm): FieldErrors<AffiliateField> {
  const v = trimmedApplication(form);
  return collectErrors<AffiliateField>({
    fullName: patterned(v.fullName, AFFILIATE_RULES.fullName),
    countryDialingCode: undefined,
    mobileNum: mobileNumber(v.mobileNum),
    email: patterned(v.email, AFFILIATE_RULES.email),
    contact: atMost(v.contact, AFFILIATE_RULES.contact.max),
    channel: required(v.channel) ?? sized(v.channel, AFFILIATE_RULES.channel),
    message: atMost(v.message, AFFILIATE_RULES.message.max),
  });
}

/** What is sent: every value trimmed. */
export function trimmedApplication(form: AffiliateForm): AffiliateApplicationRequest {
  return {
    fullName: form.fullName.trim(),
    countryDialingCode: form.countryDialingCode,
    mobileNum: form.mobileNum.trim(),
    email: form.email.trim(),
    contact: form.contact.trim(),
    channel: form.channel.trim(),
    message: form.message.trim(),
  };
}
