import { textsOf } from "../messages";

/** Texts of the game calls, in Thai and English. */
const TEXTS = {
  gameMaintenance: { TH: "เกมนี้อยู่ระหว่างปิดปรับปรุง", EN: "The game is under maintenance" },
  realAccountRequired: { TH: "ต้องใช้บัญชีจริงเพื่อเล่นเกมนี้", EN: "A real account is needed to play" },
  gameNotFound: { TH: "ไม่พบเกมนี้", EN: "Game not found" },
  noFreeTrial: { TH: "เกมนี้ไม่มีโหมดทดลองเล่นฟรี", EN: "This game has no free trial" },
  badQuery: { TH: "คำขอไม่ถูกต้อง", EN: "Invalid request" },
} as const;

export const gameText = textsOf(TEXTS);
