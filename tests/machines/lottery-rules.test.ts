import { describe, expect, it } from "vitest";
import { LOTTO_AREA, menusOfArea, prizeModeOf, prizeModeOfArea, VN_LOTTO } from "../../machines/lottery-rules";
import { game, lanes } from "../fixtures/games";

// spec.md section 7 and docs/features.md (lottery pages): the prize mode is ELOTT when the vendor data holds
// TCG_LOTTO_VN or a LOTT card under ELOTT, else LOTT; /seaLottery uses SEA; /vnLottery lists the VN lotto only; the
// lobby launch's lottoArea is TH on /lottery, SEA on /seaLottery and VN on /vnLottery.
describe("lottery prize mode", () => {
  it("is ELOTT when the vendor data holds TCG_LOTTO_VN", () => {
    const withVn = [...lanes(), { title: "LOTT", gameType: "LOTT", cards: [game(400, { vassalage: "TCG_LOTTO_VN", gameType: "LOTT" })] }];
    expect(prizeModeOf(withVn)).toBe("ELOTT");
  });

  it("is ELOTT when a LOTT card sits under ELOTT", () => {
    const lottUnderElott = [...lanes(), { title: "ELOTT", gameType: "ELOTT", cards: [game(401, { vassalage: "GPK", gameType: "LOTT" })] }];
    expect(prizeModeOf(lottUnderElott)).toBe("ELOTT");
  });

  it("finds the VN lotto or a LOTT card among other cards of a lane", () => {
    const mixedVn = [{ title: "LOTT", gameType: "LOTT", cards: [game(403, { vassalage: "GPK", gameType: "LOTT" }), game(404, { vassalage: "TCG_LOTTO_VN", gameType: "LOTT" })] }];
    expect(prizeModeOf(mixedVn)).toBe("ELOTT");
    const mixedElott = [{ title: "ELOTT", gameType: "ELOTT", cards: [game(405, { vassalage: "GPK", gameType: "ELOTT" }), game(406, { vassalage: "GPK", gameType: "LOTT" })] }];
    expect(prizeModeOf(mixedElott)).toBe("ELOTT");
    // An ELOTT lane without a LOTT card does not count.
    expect(prizeModeOf([{ title: "ELOTT", gameType: "ELOTT", cards: [game(407, { vassalage: "GPK", gameType: "ELOTT" })] }])).toBe("LOTT");
  });

  it("the VN page lists the VN lotto menus only, the other pages every menu", () => {
    const menus = [
      { gameCode: "A", accountTypeName: "TCG_LOTTO_VN" },
      { gameCode: "B", accountTypeName: "TCG" },
    ];
    expect(menusOfArea("vn", menus).map((m) => m.gameCode)).toEqual(["A"]);
    expect(menusOfArea("lottery", menus).map((m) => m.gameCode)).toEqual(["A", "B"]);
    expect(menusOfArea("sea", menus).map((m) => m.gameCode)).toEqual(["A", "B"]);
  });

  it("is LOTT otherwise, and SEA on the SEA page", () => {
    const plain = [...lanes(), { title: "LOTT", gameType: "LOTT", cards: [game(402, { vassalage: "GPK", gameType: "LOTT" })] }];
    expect(prizeModeOf(plain)).toBe("LOTT");
    expect(prizeModeOf([])).toBe("LOTT");
    expect(prizeModeOfArea("sea", plain)).toBe("SEA");
    expect(prizeModeOfArea("vn", plain)).toBe("LOTT");
  });
});

describe("lottery pages' launch area", () => {
  it("names the VN lotto's account type", () => {
    expect(VN_LOTTO).toBe("TCG_LOTTO_VN");
  });

  it("launches with TH, SEA or VN by page", () => {
    expect(LOTTO_AREA).toEqual({ lottery: "TH", sea: "SEA", vn: "VN" });
  });
});
