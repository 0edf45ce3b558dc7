import { describe, expect, it } from "vitest";
import { menusOfArea, prizeModeOf, prizeModeOfArea } from "../../machines/lottery-rules";
import { selectedGame } from "../../machines/lottery.machine";
import { createTestActor, deliver } from "../paths/replay-actor";
import { game, lanes } from "../fixtures/games";
import { lotteryMenus, lotteryModel } from "./lottery.model";

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

describe("lottery page", () => {
  it("picks the query's game when the menus hold it, else the first", () => {
    expect(selectedGame(lotteryMenus, "TCG_0001")).toBe("TCG_0001");
    expect(selectedGame(lotteryMenus, "OTHER")).toBe("TCG_LOTTO_VN_0001");
    expect(selectedGame([], "TCG_0001")).toBeUndefined();
  });

  it("launches the chosen game with the page's area and prize mode", async () => {
    const test = createTestActor(lotteryModel);
    test.actor.start();
    await deliver(test, { type: "xstate.done.actor.fetchLottery", output: { prizeMode: "ELOTT", menus: lotteryMenus, popular: [] } } as never);
    expect(test.fakes.inputs.at(-1)).toEqual({ id: "fetchOpened", input: "TCG_0001" });
    await deliver(test, { type: "xstate.error.actor.fetchOpened", error: new Error("down") } as never);
    test.actor.send({ type: "LOTTERY.PLAY" });
    expect(test.fakes.inputs.at(-1)).toEqual({ id: "launchLottery", input: { area: "vn", prizeMode: "ELOTT", gameCode: "TCG_0001" } });
  });
});
