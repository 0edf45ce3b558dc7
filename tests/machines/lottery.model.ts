import { lotteryMachine } from "../../machines/lottery.machine";
import type { LotteryMenu } from "../../contract";
import type { PathModel } from "../paths/generate-paths";
import { errorOf, networkError } from "../fixtures/errors";
import { game } from "../fixtures/games";
import { lotteryFlow } from "./lottery.oracle";

export const lotteryMenus: LotteryMenu[] = [
  { gameCode: "TCG_LOTTO_VN_0001", gameName: "VN Lotto Lottery 1", accountTypeName: "TCG_LOTTO_VN", prizeMode: "LOTT" },
  { gameCode: "TCG_0001", gameName: "TCG Keno 1", accountTypeName: "TCG", prizeMode: "ELOTT" },
];

const openedOf = (gameCode: string) => ({ gameCode, numero: "100", openTime: "2026-11-22T10:00:00.000Z", numbers: ["123456", "12345"], nextOpenTime: "2026-11-22T10:05:00.000Z" });

/** The /vnLottery page opened with `?gameCode=TCG_0001`, as the spec says it should go. */
export const vnLottery = lotteryFlow("vn", "TCG_0001");

/** The /vnLottery page opened with `?gameCode=TCG_0001`; a load may also answer no menus at all. */
export const lotteryModel: PathModel<typeof lotteryMachine> = {
  name: "lottery",
  machine: lotteryMachine,
  input: { area: "vn", gameCode: "TCG_0001" },
  oracle: vnLottery.oracle,
  contextKey: (context) => ({
    gameCode: context.gameCode ?? null,
    menus: context.menus.length,
    opened: context.opened?.gameCode ?? null,
    url: Boolean(context.url),
    error: Boolean(context.error),
  }),
  payloads: {
    "xstate.done.actor.fetchLottery": () => [
      { type: "xstate.done.actor.fetchLottery", output: { prizeMode: "ELOTT", menus: lotteryMenus, popular: [game(1), game(2)] } },
      { type: "xstate.done.actor.fetchLottery", output: { prizeMode: "LOTT", menus: [], popular: [] } },
    ],
    "xstate.error.actor.fetchLottery": () => [{ type: "xstate.error.actor.fetchLottery", error: networkError }],
    "xstate.done.actor.fetchOpened": () => lotteryMenus.map((m) => ({ type: "xstate.done.actor.fetchOpened", output: openedOf(m.gameCode) })),
    "xstate.error.actor.fetchOpened": () => [{ type: "xstate.error.actor.fetchOpened", error: networkError }],
    "xstate.done.actor.launchLottery": () => [{ type: "xstate.done.actor.launchLottery", output: { content: { game_url: "http://localhost/demo-game?ticket=l1" } } }],
    "xstate.error.actor.launchLottery": () => [
      { type: "xstate.error.actor.launchLottery", error: errorOf("REAL_ACCOUNT_REQUIRED") },
      { type: "xstate.error.actor.launchLottery", error: networkError },
    ],
    "LOTTERY.SELECT": () => [{ type: "LOTTERY.SELECT", gameCode: "TCG_LOTTO_VN_0001" }, { type: "LOTTERY.SELECT", gameCode: "NOT_A_MENU" }],
  },
};

/** The /seaLottery page opened with no game asked for: the first menu is chosen; its requests name the SEA area. */
export const seaLotteryModel: PathModel<typeof lotteryMachine> = {
  ...lotteryModel,
  name: "lottery (SEA, no game asked)",
  input: { area: "sea" },
  oracle: lotteryFlow("sea", undefined).oracle,
};
