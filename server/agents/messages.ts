import { textsOf } from "../messages";

/** The agent programme's refusal texts, Thai and English. */
const AGENT_MESSAGES = {
  agentOnly: { TH: "ฟังก์ชันนี้สำหรับตัวแทนเท่านั้น", EN: "This function is for agents only" },
  notDirectDownline: { TH: "สมาชิกนี้ไม่ใช่ดาวน์ไลน์โดยตรงของคุณ", EN: "This member is not your direct downline" },
  downlineNotAgent: { TH: "สัญญาปันผลทำได้กับดาวน์ไลน์ที่เป็นตัวแทนเท่านั้น", EN: "Dividend contracts are for downline agents only" },
  downlineTrial: { TH: "บัญชีทดลองเล่นไม่สามารถทำสัญญาได้", EN: "A trial account cannot hold a contract" },
  rateOutOfRange: { TH: "อัตราต้องอยู่ระหว่าง {min}% ถึง {max}%", EN: "The rate must be between {min}% and {max}%" },
  rateTooManyDecimals: { TH: "อัตรามีทศนิยมได้ไม่เกิน {decimals} ตำแหน่ง", EN: "The rate may have at most {decimals} decimals" },
  rateAboveOwn: { TH: "อัตราต้องไม่เกินอัตราของคุณเอง ({max}%)", EN: "The rate cannot be above your own rate ({max}%)" },
  noOwnContract: { TH: "คุณต้องมีสัญญาประเภทนี้ที่ใช้งานอยู่กับต้นสายก่อนจึงจะเสนอให้ดาวน์ไลน์ได้", EN: "You need an active contract of this kind from your upline before offering one" },
  contractNotFound: { TH: "ไม่พบสัญญานี้", EN: "Contract not found" },
  closedWithdrawn: { TH: "ต้นสายถอนข้อเสนอสัญญานี้แล้ว", EN: "The upline has withdrawn this offer" },
  closedRejected: { TH: "สัญญานี้ถูกปฏิเสธแล้ว", EN: "This offer has already been rejected" },
  closedTerminated: { TH: "สัญญานี้ถูกยกเลิกแล้ว", EN: "This contract has already been terminated" },
  closedEnded: { TH: "สัญญานี้สิ้นสุดแล้ว", EN: "This contract has ended" },
  versionConflict: { TH: "สัญญานี้เพิ่งถูกเปลี่ยนแปลงโดยอีกฝ่าย กรุณาโหลดใหม่แล้วลองอีกครั้ง", EN: "This contract was just changed by the other side; reload it and try again" },
  actionNotAllowed: { TH: "ไม่สามารถทำรายการนี้กับสัญญานี้ได้", EN: "You cannot do this to this contract now" },
  pendingExists: { TH: "มีข้อเสนอสัญญาประเภทนี้รอการตอบรับจากดาวน์ไลน์นี้อยู่แล้ว", EN: "An offer of this kind is already waiting for this downline's answer" },
  confirmRequired: { TH: "สัญญานี้จะทำให้สัญญา {count} รายการสิ้นสุดลง กรุณายืนยัน", EN: "This offer will end {count} contract(s); please confirm" },
  usernameRule: { TH: "ชื่อผู้ใช้ต้องมี 4-16 ตัวอักษร ขึ้นต้นด้วยตัวอักษรภาษาอังกฤษ และมีเฉพาะตัวอักษรและตัวเลข", EN: "The username must be 4-16 letters and digits, starting with a letter" },
  nicknameRule: { TH: "ชื่อเล่นมีได้ไม่เกิน 30 ตัว เป็นตัวอักษร ตัวเลข เว้นวรรค . _ ' -", EN: "The nickname may be up to 30 letters, digits, spaces and . _ ' -" },
  passwordRule: { TH: "รหัสผ่านต้องมี 6-20 ตัวอักษร ประกอบด้วยตัวอักษรและตัวเลข", EN: "The password must be 6-20 characters with both letters and digits" },
} as const;

export type AgentMessageKey = keyof typeof AGENT_MESSAGES;

export const agentText = textsOf(AGENT_MESSAGES);
