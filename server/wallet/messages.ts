import { textsOf } from "../messages";

/** The wallet's refusal texts, Thai and English. */
const WALLET_MESSAGES = {
  idempotencyKeyRequired: { TH: "คำขอนี้ต้องมีหัวข้อ Idempotency-Key", EN: "This call needs an Idempotency-Key header" },
  idempotencyKeyReused: { TH: "Idempotency-Key นี้ถูกใช้กับคำขออื่นแล้ว", EN: "This Idempotency-Key was used for another request" },
  insufficientBalance: { TH: "ยอดเงินไม่เพียงพอ", EN: "Insufficient balance" },
  amountZero: { TH: "จำนวนเงินต้องมากกว่า 0", EN: "The amount must be more than 0" },
  amountOutOfRange: { TH: "จำนวนเงินต้องอยู่ระหว่าง {min} ถึง {max}", EN: "The amount must be between {min} and {max}" },
  walletUnknown: { TH: "ไม่พบกระเป๋าเงินนี้", EN: "Unknown wallet" },
  sameWallet: { TH: "กรุณาเลือกกระเป๋าเงินต้นทางและปลายทางที่ต่างกัน", EN: "Choose two different wallets" },
  channelUnknown: { TH: "ไม่พบช่องทางการฝากนี้", EN: "Unknown deposit channel" },
  paymentPasswordIncorrect: { TH: "รหัสผ่านการเงินไม่ถูกต้อง", EN: "The payment password is incorrect" },
  paymentPasswordLocked: {
    TH: "ใส่รหัสผ่านการเงินผิดหลายครั้งเกินไป ระบบล็อกไว้ {minutes} นาที กรุณาลองใหม่หลังเวลา {time} น.",
    EN: "Too many wrong payment passwords: locked for {minutes} minutes, try again after {time}",
  },
  bankAccountRequired: { TH: "กรุณาผูกบัญชีธนาคารก่อนถอนเงิน", EN: "Bind a bank account before withdrawing" },
  bankAccountBound: { TH: "ผูกบัญชีธนาคารแล้ว", EN: "A bank account is already bound" },
  accountNameInvalid: { TH: "ชื่อบัญชีต้องเป็นตัวอักษร 2 ถึง 60 ตัว (ใช้เว้นวรรค . ' - ได้)", EN: "The account name must be 2 to 60 letters (spaces, . ' and - allowed)" },
  bankUnknown: { TH: "ไม่พบธนาคารนี้", EN: "Unknown bank" },
  dailyLimitReached: { TH: "ถอนเงินครบจำนวนครั้งต่อวันแล้ว", EN: "The daily number of withdrawals is used up" },
  requestNotFound: { TH: "ไม่พบรายการนี้", EN: "Request not found" },
  requestClosed: { TH: "รายการนี้ดำเนินการแล้ว", EN: "This request is already closed" },
  proofRequired: { TH: "กรุณาแนบหลักฐานอย่างน้อย 1 รูป", EN: "Attach at least one proof image" },
  proofInvalid: { TH: "รูปภาพต้องเป็น PNG หรือ JPG ขนาดไม่เกิน 5MB และไม่เกิน 3 รูป", EN: "Images must be PNG or JPG, at most 5MB each, at most 3" },
  amountRequired: { TH: "กรุณากรอกจำนวนเงิน", EN: "Enter the amount" },
  noUpline: { TH: "บัญชีนี้ไม่มีต้นสาย", EN: "This account has no upline" },
  agentsOnlyDownline: { TH: "ตัวแทนไม่สามารถโอนให้ต้นสายได้", EN: "Agents cannot transfer to an upline" },
  trialNotAllowed: { TH: "ต้องใช้บัญชีจริงสำหรับฟังก์ชันนี้", EN: "A real account is needed for this" },
  ticketInvalid: { TH: "ลิงก์เกมหมดอายุ กรุณาเปิดเกมใหม่", EN: "The game link has expired, launch the game again" },
} as const;

export type WalletMessageKey = keyof typeof WALLET_MESSAGES;

export const walletText = textsOf(WALLET_MESSAGES);
