import { textsOf } from "../messages";

/** The security centre's refusal texts, Thai and English. */
const SECURITY_MESSAGES = {
  fieldRequired: { TH: "{field}: กรุณากรอกข้อมูล", EN: "{field}: input cannot be empty" },
  fieldLength: { TH: "{field}: ต้องมี {min} - {max} ตัวอักษร", EN: "{field}: {min} - {max} characters" },
  fieldPattern: { TH: "{field}: รูปแบบไม่ถูกต้อง", EN: "{field}: the format is incorrect" },
  realNameLocked: { TH: "ชื่อจริงถูกตั้งไว้แล้วและไม่สามารถเปลี่ยนได้", EN: "The real name is already set and cannot be changed" },
  mobileRequired: { TH: "กรุณาผูกหมายเลขโทรศัพท์มือถือก่อน", EN: "Please bind a mobile number first" },
  paymentPasswordFormat: { TH: "รหัสผ่านการเงินต้องเป็นตัวเลข 6 หลัก", EN: "The payment password must be 6 digits" },
  paymentPasswordMismatch: { TH: "การยืนยันรหัสผ่านไม่ตรงกัน", EN: "Incorrect confirmation input" },
  oldPaymentPasswordRequired: { TH: "กรุณากรอกรหัสผ่านการเงินเดิมหรือรหัสยืนยันทาง SMS", EN: "Enter the old payment password or an SMS code" },
  // Re-authentication of security changes (reauth.ts, channels.ts).
  loginPasswordRequired: { TH: "กรุณากรอกรหัสผ่านเข้าสู่ระบบเพื่อยืนยันการเปลี่ยนแปลงนี้", EN: "Enter your login password to confirm this change" },
  loginPasswordIncorrect: { TH: "รหัสผ่านเข้าสู่ระบบไม่ถูกต้อง", EN: "The login password is incorrect" },
  loginPasswordLocked: {
    TH: "ใส่รหัสผ่านเข้าสู่ระบบผิดหลายครั้งเกินไป ระบบล็อกการเปลี่ยนแปลงด้านความปลอดภัยไว้ {minutes} นาที กรุณาลองใหม่หลังเวลา {time} น.",
    EN: "Too many wrong login passwords: security changes are locked for {minutes} minutes, try again after {time}",
  },
  oldMobileCodeMissing: { TH: "กรุณากรอกรหัสยืนยันที่ส่งไปยังหมายเลขโทรศัพท์มือถือปัจจุบัน", EN: "Enter the code sent to your current mobile number" },
  oldMobileCodeInvalid: { TH: "รหัสยืนยันที่ส่งไปยังหมายเลขโทรศัพท์มือถือปัจจุบันไม่ถูกต้อง", EN: "The code sent to your current mobile number is not valid" },
  oldMobileCodeExpired: { TH: "รหัสยืนยันที่ส่งไปยังหมายเลขโทรศัพท์มือถือปัจจุบันหมดอายุแล้ว กรุณาส่งใหม่", EN: "The code sent to your current mobile number has expired, send a new one" },
  oldEmailCodeMissing: { TH: "กรุณากรอกรหัสยืนยันที่ส่งไปยังอีเมลปัจจุบัน", EN: "Enter the code sent to your current e-mail" },
  oldEmailCodeInvalid: { TH: "รหัสยืนยันที่ส่งไปยังอีเมลปัจจุบันไม่ถูกต้อง", EN: "The code sent to your current e-mail is not valid" },
  oldEmailCodeExpired: { TH: "รหัสยืนยันที่ส่งไปยังอีเมลปัจจุบันหมดอายุแล้ว กรุณาส่งใหม่", EN: "The code sent to your current e-mail has expired, send a new one" },
  emailNotSet: { TH: "ยังไม่ได้ตั้งอีเมล", EN: "No e-mail is set yet" },
  emailCodeTooMany: { TH: "ส่งคำขอบ่อยเกินไป กรุณาลองใหม่อีกครั้งในภายหลัง", EN: "Too many requests, try again later" },
  emailCodeSubject: { TH: "รหัสยืนยันการเปลี่ยนอีเมล", EN: "Your code to change the e-mail" },
  emailCodeBody: {
    TH: "รหัสยืนยันการเปลี่ยนอีเมลของบัญชี {username} คือ {code} ใช้ได้ครั้งเดียวภายใน {minutes} นาที หากคุณไม่ได้ขอรหัสนี้ กรุณาเปลี่ยนรหัสผ่านทันที อาจมีผู้อื่นใช้บัญชีของคุณ",
    EN: "Your code to change the e-mail of account {username} is {code}. It works once within {minutes} minutes. If you did not ask for it, change your password now: someone may be using your account.",
  },
  recoveryHeldMobile: {
    TH: "การกู้คืนบัญชีด้วยหมายเลขโทรศัพท์นี้จะเปิดให้ใช้เวลา {time} น. วันที่ {date} เนื่องจากเพิ่งเปลี่ยนไม่ถึง 24 ชั่วโมง",
    EN: "Recovery by this mobile number opens at {time} on {date}: it was changed less than 24 hours ago",
  },
  recoveryHeldEmail: {
    TH: "การกู้คืนบัญชีด้วยอีเมลนี้จะเปิดให้ใช้เวลา {time} น. วันที่ {date} เนื่องจากเพิ่งเปลี่ยนไม่ถึง 24 ชั่วโมง",
    EN: "Recovery by this e-mail opens at {time} on {date}: it was changed less than 24 hours ago",
  },
  mobileChangedTitle: { TH: "หมายเลขโทรศัพท์มือถือของคุณถูกเปลี่ยนแล้ว", EN: "Your mobile number was changed" },
  emailChangedTitle: { TH: "อีเมลของคุณถูกเปลี่ยนแล้ว", EN: "Your e-mail was changed" },
  channelChangedBody: {
    TH: "{channel}ของบัญชี {username} ถูกเปลี่ยนเป็น {masked} เมื่อเวลา {time} น. วันที่ {date} การกู้คืนรหัสผ่านด้วย{channel}ใหม่จะเปิดให้ใช้ 24 ชั่วโมงหลังการเปลี่ยน หากคุณไม่ได้ทำรายการนี้ กรุณาติดต่อฝ่ายบริการลูกค้าทันที",
    EN: "The {channel} of account {username} was changed to {masked} at {time} on {date}. Password recovery by the new {channel} opens 24 hours after the change. If this was not you, contact customer service now.",
  },
  noneSet: { TH: "(ไม่มี)", EN: "(none)" },
  bankBoundTitle: { TH: "มีการผูกบัญชีธนาคารกับบัญชีของคุณ", EN: "A bank account was bound to your account" },
  bankBoundBody: {
    TH: "บัญชีธนาคาร {bank} เลขที่ {masked} ชื่อบัญชี {name} ถูกผูกกับบัญชี {username} เมื่อเวลา {time} น. วันที่ {date} การถอนเงินทั้งหมดจะโอนเข้าบัญชีนี้ หากคุณไม่ได้ทำรายการนี้ กรุณาเปลี่ยนรหัสผ่านและติดต่อฝ่ายบริการลูกค้าทันที",
    EN: "Bank account {bank} {masked} in the name {name} was bound to account {username} at {time} on {date}. Every withdrawal goes to this account. If this was not you, change your password and contact customer service now.",
  },
} as const;

export const securityText = textsOf(SECURITY_MESSAGES);

/** The recovery channels as the notices name them. */
export const CHANNEL_NAMES = {
  mobile: { TH: "หมายเลขโทรศัพท์มือถือ", EN: "mobile number" },
  email: { TH: "อีเมล", EN: "e-mail" },
} as const;

/** The field names the messages show. */
export const FIELD_NAMES = {
  nickname: { TH: "ชื่อเล่น", EN: "Nickname" },
  realName: { TH: "ชื่อจริง", EN: "Real name" },
  birthday: { TH: "วันเกิด", EN: "Birthday" },
  email: { TH: "อีเมล", EN: "E-mail" },
  telegram: { TH: "Telegram", EN: "Telegram" },
  line: { TH: "LINE", EN: "LINE" },
  zalo: { TH: "Zalo", EN: "Zalo" },
  address: { TH: "ที่อยู่", EN: "Address" },
  nationality: { TH: "สัญชาติ", EN: "Nationality" },
} as const;
