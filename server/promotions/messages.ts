import { textsOf } from "../messages";

/** Promotion refusals, Thai and English (the client shows the server's text). */
const PROMOTION_MESSAGES = {
  notFound: { TH: "ไม่พบโปรโมชั่นนี้", EN: "Promotion not found" },
  notOpen: { TH: "โปรโมชั่นนี้ยังไม่เริ่ม", EN: "This promotion has not started yet" },
  closed: { TH: "โปรโมชั่นนี้สิ้นสุดแล้ว", EN: "This promotion has ended" },
  alreadyJoined: { TH: "คุณเข้าร่วมโปรโมชั่นนี้แล้ว", EN: "You have already joined this promotion" },
  alreadyApplied: { TH: "คุณสมัครโปรโมชั่นนี้แล้ว", EN: "You have already applied for this promotion" },
  notJoinable: { TH: "โปรโมชั่นนี้ไม่เปิดให้เข้าร่วมด้วยวิธีนี้", EN: "This promotion cannot be joined this way" },
  commentTooLong: { TH: "ความคิดเห็นต้องไม่เกิน {max} ตัวอักษร", EN: "The comment must be at most {max} characters" },
  commentInvalid: { TH: "ความคิดเห็นมีอักขระที่ไม่อนุญาต", EN: "The comment contains characters that are not allowed" },
  imagesTooMany: { TH: "แนบรูปได้ไม่เกิน {max} รูป", EN: "At most {max} images" },
  imageTooBig: { TH: "รูปภาพต้องมีขนาดไม่เกิน 5MB", EN: "Each image must be at most 5MB" },
  imageNotAllowed: { TH: "รูปภาพต้องเป็นไฟล์ PNG หรือ JPG", EN: "Images must be PNG or JPG files" },
  nothingToRequest: { TH: "ยังไม่สามารถขอรับรางวัลได้", EN: "There is no reward to request" },
  nothingToClaim: { TH: "ไม่มีรางวัลให้รับ", EN: "There is no reward to claim" },
  trialNotAllowed: { TH: "ต้องใช้บัญชีจริงสำหรับโปรโมชั่น", EN: "A real account is needed for promotions" },
  alreadyClaimed: { TH: "รับรางวัลนี้แล้ว", EN: "This reward has already been claimed" },
} as const;

export type PromotionMessageKey = keyof typeof PROMOTION_MESSAGES;
export const promotionText = textsOf(PROMOTION_MESSAGES);
