import { textsOf } from "../messages";

/** The referral and rebate refusal texts, Thai and English. */
const REFERRAL_MESSAGES = {
  rebateAlreadyClaimed: { TH: "รับเงินคืนรายการนี้ไปแล้ว หน้านี้แสดงยอดที่รับได้ล่าสุด", EN: "This rebate was already claimed; the page now shows what is due" },
  rebateNothingDue: { TH: "ยังไม่มีเงินคืนให้รับ", EN: "There is no rebate to claim" },
} as const;

export type ReferralMessageKey = keyof typeof REFERRAL_MESSAGES;

export const referralText = textsOf(REFERRAL_MESSAGES);
