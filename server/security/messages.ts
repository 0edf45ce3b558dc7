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
} as const;

export const securityText = textsOf(SECURITY_MESSAGES);

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
