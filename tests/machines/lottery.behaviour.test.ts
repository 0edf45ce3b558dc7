import { describe, expect, it } from "vitest";
import { selectedGame } from "../../machines/lottery.machine";
import { createTestActor, deliver } from "../paths/replay-actor";
import { lotteryMenus, lotteryModel } from "./lottery.model";

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
