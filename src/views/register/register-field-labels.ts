import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RegisterField } from "../../../contract";

/** The label (and accessible name) of each registration field. */
export const REGISTER_FIELD_LABELS: Record<RegisterField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  payeeName: msg`Real name`,
  email: msg`E-mail`,
  qqNum: msg`QQ number`,
  mobileNum: msg`Mobile number`,
  recommenderId: msg`Recommender's username`,
  captcha: msg`Captcha`,
  verificationCode: msg`Verification code`,
  affiliateCode: msg`Agent's invitation code`,
  paymentPassword: msg`Payment password`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  idNumber: msg`ID number`,
  referralCode: msg`Friend's referral code`,
};

/**
 * What each optional code does, under its field. Each label names whose code it is (the agent's, a friend's), and the
 * recommender's username is asked only when no referral code is (machines/register-rules.ts): one field per purpose.
 * The form shows a code only when the site's register settings enable it.
 */
export const REGISTER_FIELD_DESCRIPTIONS: Partial<Record<RegisterField, MessageDescriptor>> = {
  affiliateCode: msg`From your agent: it places your account in the agent's team`,
  recommenderId: msg`The username of the member who recommended this site to you`,
  referralCode: msg`From a friend's invitation link: the friend who invited you gets the credit`,
};
