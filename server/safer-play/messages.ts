import type { LimitPeriod } from "../../contract/safer-play";
import type { Lang } from "../lang";
import { textsOf } from "../messages";

/** Safer play's refusal texts, Thai and English (amounts in baht, times on the site's clock). */
const MESSAGES = {
  depositLimitReached: {
    TH: "ยอดฝากนี้เกินวงเงินฝาก{period}ที่คุณตั้งไว้ ({amount} บาท) ฝากได้อีก {left} บาท จนถึงเวลา {time} น. วันที่ {date}",
    EN: "This deposit would pass your {period} deposit limit of {amount} THB: {left} THB left until {time} on {date}",
  },
  lossLimitReached: {
    TH: "คุณเสียถึงวงเงินเสีย{period}ที่ตั้งไว้ ({amount} บาท) แล้ว เล่นต่อได้เวลา {time} น. วันที่ {date}",
    EN: "You have reached your {period} loss limit of {amount} THB: play resumes at {time} on {date}",
  },
  wagerLimitReached: {
    TH: "คุณเดิมพันถึงวงเงินเดิมพัน{period}ที่ตั้งไว้ ({amount} บาท) แล้ว เล่นต่อได้เวลา {time} น. วันที่ {date}",
    EN: "You have reached your {period} wager limit of {amount} THB: play resumes at {time} on {date}",
  },
  noPendingChange: { TH: "ไม่มีการเปลี่ยนแปลงวงเงินนี้ที่รอมีผลให้ยกเลิก", EN: "This limit has no pending change to cancel" },
  limitOutOfRange: { TH: "วงเงินต้องอยู่ระหว่าง {min} ถึง {max} บาท", EN: "A limit must be between {min} and {max} THB" },
  onTimeOut: {
    TH: "คุณกำลังพักการเล่นจนถึงเวลา {time} น. วันที่ {date} ระหว่างนี้ใช้ได้เฉพาะการถอนเงิน ประวัติรายการ และหน้าเล่นอย่างปลอดภัย",
    EN: "You are on a time-out until {time} on {date}. Until then only withdrawals, your records and Safer play are open.",
  },
  onSelfExclusion: {
    TH: "คุณได้ขอระงับการเล่นด้วยตนเองจนถึงเวลา {time} น. วันที่ {date} ระหว่างนี้ใช้ได้เฉพาะการถอนเงิน ประวัติรายการ และหน้าเล่นอย่างปลอดภัย",
    EN: "You have excluded yourself from play until {time} on {date}. Until then only withdrawals, your records and Safer play are open.",
  },
  onBreakPermanent: {
    TH: "คุณได้ขอระงับการเล่นด้วยตนเองอย่างถาวร ใช้ได้เฉพาะการถอนเงิน ประวัติรายการ และหน้าเล่นอย่างปลอดภัย",
    EN: "You have excluded yourself from play permanently. Only withdrawals, your records and Safer play are open.",
  },
  cannotShorten: {
    TH: "การพักครั้งใหม่ต้องไม่สิ้นสุดก่อนการพักที่มีผลอยู่ ซึ่งสิ้นสุดเวลา {time} น. วันที่ {date}",
    EN: "A new break cannot end before the one in force, which lasts until {time} on {date}",
  },
  cannotShortenPermanent: {
    TH: "คุณได้ขอระงับการเล่นอย่างถาวรแล้ว ไม่สามารถย่นระยะหรือยกเลิกได้",
    EN: "Your self-exclusion is permanent: it cannot be shortened or lifted",
  },
} as const;

export type SaferPlayMessageKey = keyof typeof MESSAGES;

export const saferPlayText = textsOf(MESSAGES);

const PERIOD_WORDS: Record<LimitPeriod, Record<Lang, string>> = {
  day: { TH: "รายวัน", EN: "daily" },
  week: { TH: "รายสัปดาห์", EN: "weekly" },
  month: { TH: "รายเดือน", EN: "monthly" },
};

export const periodWord = (period: LimitPeriod, lang: Lang) => PERIOD_WORDS[period][lang];

/** Baht as the messages show it: thousands separated, at most two decimals. */
export const bahtText = (major: number) => major.toLocaleString("en-US", { maximumFractionDigits: 2 });
