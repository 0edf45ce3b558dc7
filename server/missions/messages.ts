import { textsOf } from "../messages";

/** Refusals of the inbox and mission calls, Thai and English. */
const INBOX_MESSAGES = {
  messageNotFound: { TH: "ไม่พบข้อความนี้", EN: "Message not found" },
  pageInvalid: { TH: "หมายเลขหน้าไม่ถูกต้อง", EN: "Invalid page number" },
  realAccountRequired: { TH: "ต้องใช้บัญชีจริงสำหรับฟังก์ชันนี้", EN: "A real account is needed for this" },
  missionNotFound: { TH: "ไม่พบภารกิจนี้", EN: "Mission not found" },
  missionNotDone: { TH: "ภารกิจยังไม่สำเร็จ", EN: "The mission is not completed yet" },
  missionClaimed: { TH: "รับรางวัลภารกิจนี้แล้ว", EN: "The reward of this mission was already claimed" },
  missionClosed: { TH: "รอบของภารกิจนี้สิ้นสุดแล้ว", EN: "This mission period has ended" },
  missionMemo: { TH: "รางวัลภารกิจ {mission}", EN: "Mission reward {mission}" },
} as const;

export type InboxMessageKey = keyof typeof INBOX_MESSAGES;

export const inboxText = textsOf(INBOX_MESSAGES);
