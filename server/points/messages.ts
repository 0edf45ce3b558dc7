import { textsOf } from "../messages";

/** The refusal texts of the point, VIP and red-envelope calls, Thai and English. */
const POINTS_MESSAGES = {
  pointsInsufficient: { TH: "คะแนนไม่เพียงพอ", EN: "Not enough points" },
  rewardOutOfStock: { TH: "ของรางวัลนี้หมดแล้ว", EN: "This reward is out of stock" },
  rewardNotFound: { TH: "ไม่พบของรางวัลนี้", EN: "Reward not found" },
  pointsBelowMinimum: { TH: "แลกได้ขั้นต่ำ {min} คะแนน", EN: "Convert at least {min} points" },
  pointTypeNotConvertible: { TH: "คะแนนประเภทนี้แลกเป็นเงินไม่ได้", EN: "Points of this type cannot be converted to money" },
  passwordIncorrect: { TH: "รหัสผ่านไม่ถูกต้อง", EN: "The password is incorrect" },
  passwordLocked: {
    TH: "ใส่รหัสผ่านผิดหลายครั้งเกินไป ระบบล็อกการแลกคะแนนไว้ {minutes} นาที กรุณาลองใหม่หลังเวลา {time} น.",
    EN: "Too many wrong passwords: points are locked for {minutes} minutes, try again after {time}",
  },
  trialNotAllowed: { TH: "ต้องใช้บัญชีจริงสำหรับฟังก์ชันนี้", EN: "A real account is needed for this" },
  envelopeNotActive: { TH: "กิจกรรมอั่งเปานี้ไม่ได้เปิดอยู่", EN: "This red-envelope event is not running" },
  envelopeAlreadyGrabbed: { TH: "คุณเปิดอั่งเปาของกิจกรรมนี้แล้ว", EN: "You already opened your red envelope for this event" },
  envelopeEmpty: { TH: "อั่งเปาถูกแจกหมดแล้ว", EN: "All red envelopes have been taken" },
} as const;

export type PointsMessageKey = keyof typeof POINTS_MESSAGES;

export const pointsText = textsOf(POINTS_MESSAGES);
