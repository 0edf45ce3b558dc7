import { textsOf } from "../messages";

/** The feedback call's refusal texts, Thai and English (spec.md sections 5 and 8). */
const HELP_MESSAGES = {
  contentLength: { TH: "กรุณากรอกรายละเอียด {min} ถึง {max} ตัวอักษร", EN: "Please enter between {min} and {max} characters" },
  contactRequired: { TH: "กรุณากรอกช่องทางติดต่อกลับ", EN: "Please enter how we can contact you" },
  contactLength: { TH: "ช่องทางติดต่อต้องยาวไม่เกิน {max} ตัวอักษร", EN: "The contact must be at most {max} characters" },
  textInvalid: { TH: "ข้อความมีอักขระที่ไม่อนุญาต (เช่น < หรือ >)", EN: "The text contains characters that are not allowed (such as < or >)" },
  imageTooBig: { TH: "รูปภาพมีขนาดเกิน 5MB", EN: "The image is over 5MB" },
  imageTooMany: { TH: "แนบรูปภาพได้ไม่เกิน 3 รูป", EN: "At most 3 images can be attached" },
  imageInvalid: { TH: "รองรับเฉพาะรูปภาพ PNG หรือ JPG", EN: "Only PNG or JPG images are accepted" },
  rateLimited: { TH: "ส่งคำขอบ่อยเกินไป กรุณาลองใหม่อีกครั้งใน 5 นาที", EN: "too many requests, try again after 5 minutes" },
  keyReused: { TH: "Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว", EN: "This Idempotency-Key was used for another request" },
  keyRequired: { TH: "คำขอนี้ต้องมีหัวข้อ Idempotency-Key", EN: "This call needs an Idempotency-Key header" },
} as const;

export type HelpMessageKey = keyof typeof HELP_MESSAGES;

export const helpText = textsOf(HELP_MESSAGES);
