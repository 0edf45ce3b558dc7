import type { PrizeMode, VendorLane } from "../contract";

/** The three lottery pages: /lottery, /seaLottery, /vnLottery. */
export type LotteryArea = "lottery" | "sea" | "vn";

/** The VN lotto's account type (its cards open /vnLottery). */
export const VN_LOTTO = "TCG_LOTTO_VN";

/** spec.md: ELOTT if the vendor data holds TCG_LOTTO_VN or a LOTT card under ELOTT, else LOTT. */
export function prizeModeOf(lanes: readonly VendorLane[]): "ELOTT" | "LOTT" {
  const holdsVnLotto = lanes.some((lane) => lane.cards.some((card) => card.vassalage === VN_LOTTO));
  const lottUnderElott = lanes.some((lane) => lane.gameType === "ELOTT" && lane.cards.some((card) => card.gameType === "LOTT"));
  return holdsVnLotto || lottUnderElott ? "ELOTT" : "LOTT";
}

/** The prize mode a lottery page asks its menus for: the SEA page has its own, the others follow the vendor data. */
export function prizeModeOfArea(area: LotteryArea, lanes: readonly VendorLane[]): PrizeMode {
  return area === "sea" ? "SEA" : prizeModeOf(lanes);
}

/** The VN page lists the VN lotto only; the others list every menu of their prize mode. */
export function menusOfArea<T extends { accountTypeName: string }>(area: LotteryArea, menus: readonly T[]): T[] {
  return area === "vn" ? menus.filter((m) => m.accountTypeName === VN_LOTTO) : [...menus];
}

/** `lottoArea` of the lottery launch. */
export const LOTTO_AREA: Record<LotteryArea, string> = { lottery: "TH", sea: "SEA", vn: "VN" };
