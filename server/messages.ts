import type { Context } from "hono";
import { langOf } from "./lang";

/** The few texts the server itself writes, in Thai and English. */
const MESSAGES = {
  notLoggedIn: { TH: "คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ", EN: "You are not logged in, please log in" },
  maintenance: { TH: "ระบบอยู่ระหว่างปิดปรับปรุง", EN: "The system is under maintenance" },
  passwordIncorrect: { TH: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง", EN: "Username or password incorrect" },
  captchaInvalid: { TH: "รหัสยืนยันไม่ถูกต้อง", EN: "The captcha is incorrect" },
  domainInvalid: { TH: "โดเมนไม่ถูกต้อง กรุณาติดต่อฝ่ายบริการลูกค้า", EN: "Invalid domain, please contact customer service" },
  invalidRequest: { TH: "คำขอไม่ถูกต้อง", EN: "Invalid request" },
  decryptFailed: { TH: "ไม่สามารถถอดรหัสคำขอได้", EN: "The request could not be decrypted" },
  smsLoginUnavailable: { TH: "ยังไม่รองรับการเข้าสู่ระบบด้วย SMS", EN: "SMS login is not available yet" },
  notFound: { TH: "ไม่พบข้อมูลที่ร้องขอ", EN: "Not found" },
  tooLarge: { TH: "คำขอมีขนาดใหญ่เกินไป", EN: "The request is too large" },
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The text for `key` in the caller's language (`Language` header). */
export function message(c: Context, key: MessageKey): string {
  return MESSAGES[key][langOf(c)];
}
