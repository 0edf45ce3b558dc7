import { textsOf } from "../messages";

/** Texts of the chat and mini-game calls, in Thai and English. */
const TEXTS = {
  nicknameInvalid: { TH: "กรุณากรอกชื่อเล่น 2-20 ตัวอักษร (ตัวอักษร ตัวเลข เว้นวรรค)", EN: "Please enter a nickname of 2-20 characters (letters, digits, spaces)" },
  roomNotFound: { TH: "ไม่พบห้องแชทนี้", EN: "This chat room does not exist" },
  roomClosed: { TH: "ห้องแชทนี้ปิดอยู่ในขณะนี้", EN: "This chat room is closed now" },
  tooMany: { TH: "เปิดแชทจากเครือข่ายนี้มากเกินไป กรุณาลองใหม่ภายหลัง", EN: "Too many chats opened from this network: try again later" },
  realAccountRequired: { TH: "ต้องใช้บัญชีจริง", EN: "A real account is needed" },
  wheelAlreadySpun: { TH: "วันนี้คุณหมุนวงล้อแล้ว กลับมาใหม่พรุ่งนี้", EN: "You have spun the wheel today, come back tomorrow" },
} as const;

export const chatText = textsOf(TEXTS);
