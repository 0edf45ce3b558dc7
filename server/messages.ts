import type { Context } from "hono";
import type { RegisterField } from "../contract";
import { langOf, type Lang } from "./lang";

/** The texts the server itself writes, in Thai and English. `{name}` marks a value filled in by `text`. */
const MESSAGES = {
  notLoggedIn: { TH: "คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ", EN: "You are not logged in, please log in" },
  maintenance: { TH: "ระบบอยู่ระหว่างปิดปรับปรุง", EN: "The system is under maintenance" },
  passwordIncorrect: { TH: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง", EN: "Username or password incorrect" },
  captchaRequired: { TH: "กรุณากรอกรหัสยืนยันภาพ", EN: "Please enter the captcha" },
  captchaInvalid: { TH: "รหัสยืนยันไม่ถูกต้อง", EN: "The captcha is incorrect" },
  domainInvalid: { TH: "โดเมนไม่ถูกต้อง กรุณาติดต่อฝ่ายบริการลูกค้า", EN: "Invalid domain, please contact customer service" },
  invalidRequest: { TH: "คำขอไม่ถูกต้อง", EN: "Invalid request" },
  requestReplayed: { TH: "คำขอนี้ถูกใช้ไปแล้ว กรุณาลองใหม่อีกครั้ง", EN: "This request was already used, please try again" },
  decryptFailed: { TH: "ไม่สามารถถอดรหัสคำขอได้", EN: "The request could not be decrypted" },
  notFound: { TH: "ไม่พบข้อมูลที่ร้องขอ", EN: "Not found" },
  tooLarge: { TH: "คำขอมีขนาดใหญ่เกินไป", EN: "The request is too large" },
  credentialsRequired: { TH: "กรุณากรอกชื่อผู้ใช้และรหัสผ่าน", EN: "Please enter your username and password" },
  credentialsTooLong: { TH: "ชื่อผู้ใช้และรหัสผ่านต้องยาวไม่เกิน {max} ตัวอักษร", EN: "Username and password must be at most {max} characters" },
  tooManyAttempts: { TH: "ลองผิดหลายครั้งเกินไป กรุณาลองใหม่อีกครั้งใน 15 นาที", EN: "Too many failed attempts, try again after 15 minutes" },
  nonMember: { TH: "บัญชีที่ไม่ใช่สมาชิกไม่สามารถเข้าสู่ระบบได้", EN: "Non-member account unable to login" },
  handoverInvalid: { TH: "ลิงก์ย้ายการเชื่อมต่อหมดอายุหรือถูกใช้แล้ว กรุณาเข้าสู่ระบบอีกครั้ง", EN: "The connection hand-over has expired or was already used: please log in again" },
  ipVerification: { TH: "การเข้าสู่ระบบจาก IP ที่ไม่ได้ลงทะเบียนต้องยืนยันตัวตนเพิ่มเติม", EN: "Login from an unregistered IP requires extra verification" },
  ipVerificationExpired: { TH: "การยืนยันตัวตนหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง", EN: "The verification has expired, please log in again" },
  phoneInvalid: { TH: "รูปแบบหมายเลขโทรศัพท์ไม่ถูกต้อง", EN: "invalid phone number format" },
  mobileNotFound: { TH: "กรุณากรอกหมายเลขโทรศัพท์มือถือที่ถูกต้อง", EN: "Please enter a valid mobile number" },
  smsTooMany: { TH: "ส่งคำขอบ่อยเกินไป กรุณาลองใหม่อีกครั้งใน 5 นาที", EN: "too many requests, try again after 5 minutes" },
  smsCodeInvalid: { TH: "รหัสยืนยันทาง SMS ไม่ถูกต้อง", EN: "verification code not valid" },
  smsCodeExpired: { TH: "รหัสยืนยันหมดอายุ กรุณาส่งใหม่อีกครั้ง", EN: "code expired, send again" },
  smsCodeMissing: { TH: "กรุณากรอกรหัสยืนยันทาง SMS", EN: "verification code missing" },
  verificationRequired: { TH: "กรุณายืนยันตัวตนก่อน", EN: "Please complete verification first" },
  emailFieldsRequired: { TH: "กรุณากรอกชื่อผู้ใช้และอีเมล", EN: "Please enter your username and e-mail" },
  userEmailNotExist: { TH: "ไม่พบชื่อผู้ใช้หรืออีเมลนี้", EN: "Username/Email does not exist" },
  oldPasswordRequired: { TH: "กรุณากรอกรหัสผ่านเดิม", EN: "Please enter your old password" },
  oldPasswordIncorrect: { TH: "รหัสผ่านเดิมไม่ถูกต้อง", EN: "The old password is incorrect" },
  passwordRule: { TH: "กรุณากรอกรหัสผ่าน {range} ตัวอักษรตามรูปแบบที่กำหนด", EN: "Please fill in your password with {range} characters in the accepted format" },
  passwordSame: { TH: "รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม", EN: "The new password must differ from the old password" },
  confirmMismatch: { TH: "การยืนยันรหัสผ่านไม่ตรงกัน", EN: "Incorrect confirmation input" },
  freePlayDisabled: { TH: "ฟังก์ชันนี้ยังไม่เปิดใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า", EN: "function not enabled, contact customer service" },
  functionDisabled: { TH: "ฟังก์ชันนี้ยังไม่เปิดใช้งาน กรุณาติดต่อฝ่ายบริการลูกค้า", EN: "function not enabled, contact customer service" },
  invalidInvitation: { TH: "รหัสเชิญไม่ถูกต้อง", EN: "Invalid invitation code" },
  usernameTaken: { TH: "ชื่อผู้ใช้นี้ถูกใช้แล้ว", EN: "This username is already taken" },
  mobileTaken: { TH: "หมายเลขโทรศัพท์มือถือนี้ลงทะเบียนแล้ว", EN: "This mobile number is already registered" },
  socialLoginFailed: { TH: "เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่อีกครั้ง", EN: "login failure, try again" },
  firebaseTokenInvalid: { TH: "การยืนยันหมายเลขโทรศัพท์ไม่สำเร็จ กรุณาส่งรหัสใหม่อีกครั้ง", EN: "The phone verification failed, send a new code" },
  firebaseLinkChoice: { TH: "หมายเลขนี้มีบัญชีอยู่แล้ว: เชื่อมบัญชีหรือสมัครบัญชีใหม่", EN: "An account already has this number: link it or register a new one" },
  firebaseAlreadyLinked: { TH: "บัญชีนี้เชื่อมแล้วและไม่สามารถเปลี่ยนแปลงได้", EN: "This account is already linked and cannot be changed" },
  humanVerificationFailed: { TH: "กรุณายืนยันตัวตนก่อน", EN: "Please complete verification first" },
  sendLimitMember: { TH: "บัญชีนี้ขอรหัสบ่อยเกินไป กรุณาลองใหม่ในอีก 1 ชั่วโมง", EN: "Too many codes asked for by this account: try again in an hour" },
  sendLimitMemberNumbers: { TH: "บัญชีนี้ขอรหัสไปยังหมายเลขโทรศัพท์หลายหมายเลขเกินไป กรุณาลองใหม่ภายหลัง", EN: "This account asked codes for too many different numbers: try again later" },
  sendLimitAddress: { TH: "มีการขอรหัสจากเครือข่ายนี้มากเกินไป กรุณาลองใหม่ภายหลัง", EN: "Too many codes asked for from this network: try again later" },
  sendBusy: { TH: "ขณะนี้มีการส่งรหัสจำนวนมาก กรุณาลองใหม่ในอีก 1 นาที", EN: "Too many codes are being sent right now: try again in a minute" },
  mailTooMany: { TH: "ส่งอีเมลไปยังที่อยู่นี้บ่อยเกินไป กรุณาลองใหม่ภายหลัง", EN: "Too many mails to this address: try again later" },
  fieldRequired: { TH: "กรุณากรอก{field}", EN: "{field} is required" },
  fieldLength: { TH: "{field}ต้องมี {range} ตัวอักษร", EN: "{field} must be {range} characters" },
  fieldPattern: { TH: "รูปแบบ{field}ไม่ถูกต้อง", EN: "{field} format is incorrect" },
  fieldTooLong: { TH: "{field}ต้องยาวไม่เกิน {max} ตัวอักษร", EN: "{field} must be at most {max} characters" },
  recommenderUnknown: { TH: "ไม่พบสมาชิกที่มี{field}นี้", EN: "{field} does not belong to any member" },
  gatewayVersion: { TH: "คำขอนี้ต้องมี X-Gateway-Version: 3", EN: "This call needs the header X-Gateway-Version: 3" },
  resetMailSubject: { TH: "คำขอรีเซ็ตรหัสผ่าน", EN: "Password reset request" },
  resetMailBody: {
    TH: "เราได้รับคำขอรีเซ็ตรหัสผ่านของบัญชี {username} ตั้งรหัสผ่านใหม่ได้ที่ลิงก์นี้ภายใน {minutes} นาที (ใช้ได้ครั้งเดียว): {link} หากคุณไม่ได้ส่งคำขอนี้ ไม่ต้องดำเนินการใดๆ รหัสผ่านเดิมยังใช้ได้",
    EN: "We received a request to reset the password of account {username}. Set a new password within {minutes} minutes with this link (it works once): {link} If you did not ask for this, no action is needed: your password stays as it is.",
  },
  resetHeldMailBody: {
    TH: "เราได้รับคำขอรีเซ็ตรหัสผ่านของบัญชี {username} แต่อีเมลนี้เพิ่งถูกตั้งไม่ถึง 24 ชั่วโมง การกู้คืนรหัสผ่านด้วยอีเมลนี้จะเปิดให้ใช้เวลา {time} น. วันที่ {date} กรุณาส่งคำขอใหม่หลังเวลานั้น หากคุณไม่ได้เปลี่ยนอีเมล กรุณาติดต่อฝ่ายบริการลูกค้าทันที",
    EN: "We received a request to reset the password of account {username}, but this e-mail was set less than 24 hours ago: recovery by it opens at {time} on {date}. Ask again after that. If you did not change the e-mail, contact customer service now.",
  },
  resetLinkInvalid: { TH: "ลิงก์รีเซ็ตรหัสผ่านนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่", EN: "This reset link is not valid or was already used. Ask for a new one." },
  resetLinkExpired: { TH: "ลิงก์รีเซ็ตรหัสผ่านนี้หมดอายุแล้ว กรุณาขอลิงก์ใหม่", EN: "This reset link has expired. Ask for a new one." },

} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The name of each registration field as the refusal messages write it. */
const FIELD_LABELS: Record<RegisterField, { TH: string; EN: string }> = {
  username: { TH: "ชื่อผู้ใช้", EN: "Username" },
  password: { TH: "รหัสผ่าน", EN: "Password" },
  confirmPassword: { TH: "ยืนยันรหัสผ่าน", EN: "Password confirmation" },
  payeeName: { TH: "ชื่อ-นามสกุลจริง", EN: "Real name" },
  email: { TH: "อีเมล", EN: "E-mail" },
  qqNum: { TH: "หมายเลข QQ", EN: "QQ number" },
  mobileNum: { TH: "หมายเลขโทรศัพท์มือถือ", EN: "Mobile number" },
  recommenderId: { TH: "ชื่อผู้ใช้ของผู้แนะนำ", EN: "Recommender's username" },
  captcha: { TH: "รหัสยืนยันภาพ", EN: "Captcha" },
  verificationCode: { TH: "รหัสยืนยันทาง SMS", EN: "Verification code" },
  affiliateCode: { TH: "รหัสเชิญจากตัวแทน", EN: "Agent's invitation code" },
  paymentPassword: { TH: "รหัสผ่านการเงิน", EN: "Payment password" },
  line: { TH: "ไอดี LINE", EN: "LINE ID" },
  whatsapp: { TH: "WhatsApp", EN: "WhatsApp" },
  facebook: { TH: "Facebook", EN: "Facebook" },
  wechat: { TH: "WeChat", EN: "WeChat" },
  idNumber: { TH: "เลขประจำตัวประชาชน", EN: "ID number" },
  referralCode: { TH: "รหัสแนะนำจากเพื่อน", EN: "Friend's referral code" },
};

export function fieldLabel(lang: Lang, field: RegisterField): string {
  return FIELD_LABELS[field][lang];
}

export type TextValues = Record<string, string | number>;

/**
 * A table's text function: the text for `key` in `lang`, with `{name}` placeholders filled from `values`. Each part of
 * the server (wallet, games, agents) keeps its own table and makes its function here.
 */
export function textsOf<K extends string>(table: Record<K, Record<Lang, string>>): (lang: Lang, key: K, values?: TextValues) => string {
  return (lang, key, values = {}) => table[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The text for `key` in `lang`, with `{name}` placeholders filled from `values`. */
export const text = textsOf(MESSAGES);

/** The text for `key` in the caller's language (`Language` header). */
export function message(c: Context, key: MessageKey, values?: TextValues): string {
  return text(langOf(c), key, values);
}
