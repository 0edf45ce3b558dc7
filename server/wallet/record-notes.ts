import type { Client } from "@libsql/client";
import type { Lang } from "../lang";
import { textsOf } from "../messages";
import { pointsNote } from "../points/notes";

/**
 * What a player reads in the note column of the records. Ledger memos stay as written (short, stable references such
 * as `request 3`, `0>101`, `PG/PG_0001 #51`); the records calls turn them into sentences in the request's language
 * (a raw memo means nothing to a player, least of all on a Thai page).
 */
const NOTES = textsOf({
  withdrawalRequest: { TH: "คำขอถอนเงิน #{id}", EN: "Withdrawal request #{id}" },
  withdrawalPaid: { TH: "จ่ายคำขอถอนเงิน #{id} แล้ว", EN: "Withdrawal #{id} paid" },
  withdrawalRejected: { TH: "คำขอถอนเงิน #{id} ถูกปฏิเสธ คืนเงินแล้ว", EN: "Withdrawal #{id} rejected, refunded" },
  deposit: { TH: "คำขอฝากเงิน #{id}", EN: "Deposit request #{id}" },
  transfer: { TH: "{from} → {to}", EN: "{from} → {to}" },
  toMember: { TH: "โอนให้ {name}", EN: "To {name}" },
  opening: { TH: "ยอดยกมา", EN: "Opening balance" },
  trialCredit: { TH: "เครดิตทดลองเล่น", EN: "Trial credit" },
  gameRound: { TH: "{game} รอบที่ {round}", EN: "{game}, round {round}" },
  wage: { TH: "{contract} #{id} จาก {upline} ถึง {holder}", EN: "{contract} #{id}, {upline} to {holder}" },
  realtime: { TH: "สัญญาค่าจ้างเรียลไทม์", EN: "Real-time salary contract" },
  hourly: { TH: "สัญญาค่าจ้างรายชั่วโมง", EN: "Hourly salary contract" },
  daily: { TH: "สัญญาค่าจ้างรายวัน", EN: "Daily salary contract" },
  dividend: { TH: "สัญญาปันผล", EN: "Dividend contract" },
  wallet0: { TH: "กระเป๋าหลัก", EN: "Main wallet" },
  wallet101: { TH: "คาสิโนสด", EN: "Live casino" },
  wallet102: { TH: "กีฬา", EN: "Sports" },
  demoSlot: { TH: "สล็อตทดลอง", EN: "Demo slot" },
  promotion: { TH: "รางวัลโปรโมชั่น: {title}", EN: "Promotion reward: {title}" },
  manualRebate: { TH: "คืนยอดเสียด้วยตนเอง", EN: "Manual rebate" },
});

type WalletKey = "wallet0" | "wallet101" | "wallet102";

/** A wallet's name in the request's language (the merchant's wallets: main, live casino, sports). */
export function walletName(lang: Lang, accountTypeId: number): string {
  const key = `wallet${accountTypeId}`;
  return key === "wallet0" || key === "wallet101" || key === "wallet102" ? NOTES(lang, key as WalletKey) : String(accountTypeId);
}

/** Game names by code, for the games a page of records names; the demo slot has no catalogue entry. */
export async function gameNames(db: Client, lang: Lang, codes: Iterable<string>): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  const names = new Map<string, string>([["DEMO_SLOT", NOTES(lang, "demoSlot")]]);
  if (wanted.length === 0) return names;
  const rows = await db.execute({ sql: `SELECT game_code, game_name FROM games WHERE game_code IN (${wanted.map(() => "?").join(", ")})`, args: wanted });
  for (const row of rows.rows) names.set(String(row.game_code), String(row.game_name));
  return names;
}

const GAME_MEMO = /^[^/\s]+\/(\S+) #(\d+)$/;
/** A promotion reward (server/routes/promotions.ts): `promotion <promotion id>`. */
const PROMOTION_MEMO = /^promotion (pr_[A-Za-z0-9_]+)$/;

/** The titles of the promotions a page of memos names, in the request's language. */
async function promotionTitles(db: Client, lang: Lang, memos: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(memos.flatMap((memo) => (memo ? [PROMOTION_MEMO.exec(memo)?.[1]] : [])).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  const rows = await db.execute({ sql: `SELECT id, title_${lang === "TH" ? "th" : "en"} AS title FROM promotions WHERE id IN (${ids.map(() => "?").join(", ")})`, args: ids });
  return new Map(rows.rows.map((row) => [String(row.id), String(row.title)]));
}

/** The game codes the memos of a page name (to look their names up in one query). */
export function memoGameCodes(memos: (string | null)[]): string[] {
  return memos.flatMap((memo) => {
    const code = memo ? GAME_MEMO.exec(memo)?.[1] : undefined;
    return code ? [code] : [];
  });
}

/** The readable note for a ledger memo; a memo of no known shape (a staff note) is shown as written. */
export function recordNote(lang: Lang, memo: string | null, games: Map<string, string>, promotions = new Map<string, string>()): string | null {
  if (memo === null) return null;
  const points = pointsNote(lang, memo);
  if (points !== undefined) return points;
  let m: RegExpExecArray | null;
  if ((m = PROMOTION_MEMO.exec(memo))) return NOTES(lang, "promotion", { title: promotions.get(m[1]!) ?? m[1]! });
  if ((m = /^request (\d+)$/.exec(memo))) return NOTES(lang, "withdrawalRequest", { id: m[1]! });
  if ((m = /^paid (\d+)$/.exec(memo))) return NOTES(lang, "withdrawalPaid", { id: m[1]! });
  if ((m = /^rejected (\d+)$/.exec(memo))) return NOTES(lang, "withdrawalRejected", { id: m[1]! });
  if ((m = /^deposit (\d+)$/.exec(memo))) return NOTES(lang, "deposit", { id: m[1]! });
  if ((m = /^(\d+)>(\d+)$/.exec(memo))) return NOTES(lang, "transfer", { from: walletName(lang, Number(m[1])), to: walletName(lang, Number(m[2])) });
  if ((m = /^to (\S+)$/.exec(memo))) return NOTES(lang, "toMember", { name: m[1]! });
  if (memo === "opening balance") return NOTES(lang, "opening");
  if (memo === "trial credit") return NOTES(lang, "trialCredit");
  if (memo === "manual rebate") return NOTES(lang, "manualRebate");
  if ((m = GAME_MEMO.exec(memo))) return NOTES(lang, "gameRound", { game: games.get(m[1]!) ?? m[1]!, round: m[2]! });
  if ((m = /^(realtime|hourly|daily|dividend) contract #(\d+), (\S+) to (\S+)$/.exec(memo))) {
    return NOTES(lang, "wage", { contract: NOTES(lang, m[1] as "realtime"), id: m[2]!, upline: m[3]!, holder: m[4]! });
  }
  return memo;
}

/** Notes for a page of rows with memos: one game-name query for the page. */
export async function withNotes<T extends { memo: string | null }>(db: Client, lang: Lang, rows: T[]): Promise<T[]> {
  const games = await gameNames(db, lang, memoGameCodes(rows.map((row) => row.memo)));
  const promotions = await promotionTitles(db, lang, rows.map((row) => row.memo));
  return rows.map((row) => ({ ...row, memo: recordNote(lang, row.memo, games, promotions) }));
}
