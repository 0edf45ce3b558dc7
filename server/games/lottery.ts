import { createHash } from "node:crypto";
import type { LotteryMenu, OpenedNumero } from "../../contract";

/** The reference lottery draws every five minutes. */
export const DRAW_INTERVAL_MS = 5 * 60 * 1000;

/** The menus of a prize mode: ELOTT the e-lottery games and the VN lotto; LOTT the lottery games; SEA its vendor; ZY none here. */
export function menusOf(all: LotteryMenu[], prizeMode: string | undefined): LotteryMenu[] {
  switch (prizeMode) {
    case undefined:
      return all;
    case "ELOTT":
      return all.filter((m) => m.prizeMode === "ELOTT" || m.accountTypeName === "TCG_LOTTO_VN");
    case "LOTT":
      return all.filter((m) => m.prizeMode === "LOTT");
    case "SEA":
      return all.filter((m) => m.accountTypeName === "SEA");
    default:
      return [];
  }
}

/** The last draw of a game before `now`: its number, time and five drawn digit groups, the same for everyone. */
export function openedNumero(gameCode: string, now: number): OpenedNumero {
  const draw = Math.floor(now / DRAW_INTERVAL_MS);
  const digest = createHash("sha256").update(`${gameCode}:${draw}`).digest();
  const numbers = [0, 1, 2, 3, 4].map((i) => String(digest.readUInt32BE(i * 4) % (i === 0 ? 1_000_000 : 100_000)).padStart(i === 0 ? 6 : 5, "0"));
  const openTime = new Date(draw * DRAW_INTERVAL_MS).toISOString();
  return { gameCode, numero: String(draw), openTime, numbers, nextOpenTime: new Date((draw + 1) * DRAW_INTERVAL_MS).toISOString() };
}
