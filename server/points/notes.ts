import type { Lang } from "../lang";
import { textsOf } from "../messages";

const NOTES = textsOf({
  convert: { TH: "แลก {points} คะแนน ({type}) เป็นเงิน", EN: "{points} {type} points converted" },
  envelope: { TH: "อั่งเปา", EN: "Red envelope" },
  vip: { TH: "โบนัสเลื่อนระดับ VIP {level}", EN: "VIP level {level} upgrade bonus" },
});

/** The records' note for a ledger memo written by the points calls, or undefined for any other memo. */
export function pointsNote(lang: Lang, memo: string): string | undefined {
  let m: RegExpExecArray | null;
  if ((m = /^points convert (\d+) (\w+)$/.exec(memo))) return NOTES(lang, "convert", { points: m[1]!, type: m[2]! });
  if (/^red envelope \S+$/.test(memo)) return NOTES(lang, "envelope");
  if ((m = /^vip upgrade (\d+)$/.exec(memo))) return NOTES(lang, "vip", { level: m[1]! });
  return undefined;
}
