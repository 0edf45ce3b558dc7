import { fromPromise } from "xstate";
import { fbSportsMachine } from "../../machines/fb-sports.machine";
import { LOTTO_AREA, menusOfArea, prizeModeOfArea, type LotteryArea } from "../../machines/lottery-rules";
import { lotteryMachine, type LotteryData, type LotteryLaunchRequest } from "../../machines/lottery.machine";
import { vendorLanesSchema, type LaunchAnswer, type OpenedNumero } from "../../contract";
import type { ApiClient } from "../api/http-client";
import { flowsPerApp } from "./page-deps";
import { sessionCache } from "./storage";

/** The lottery pages' and the /fbSports page's machines with their actors provided (each page starts its own). */
export function createLotteryFlows(api: ApiClient, language: () => string) {
  const fetchLottery = fromPromise<LotteryData, LotteryArea>(async ({ input: area, signal }) => {
    const lanes = (await sessionCache.through("gameVendor", vendorLanesSchema, () => api.request("gameVendor", { query: { language: language() }, signal }))).data.lanes;
    const prizeMode = prizeModeOfArea(area, lanes);
    const [menus, popular] = await Promise.all([
      api.request("lotteryMenus", { query: { prizeMode, device: "WEB", language: language() }, signal }),
      api.request("popularGames", { signal }),
    ]);
    return { prizeMode, menus: menusOfArea(area, menus), popular };
  });
  const fetchOpened = fromPromise<OpenedNumero, string>(({ input: gameCode, signal }) => api.request("openedNumero", { query: { gameCode }, signal }));
  const launchLottery = fromPromise<LaunchAnswer, LotteryLaunchRequest>(({ input, signal }) =>
    api.request("launchGame", {
      query: {
        launchMode: "LOTT",
        lottoArea: LOTTO_AREA[input.area],
        prizeMode: input.prizeMode,
        gameId: input.gameCode,
        device: "WEB",
        platform: "html5",
        backUrl: typeof window === "undefined" ? undefined : window.location.href,
        language: language(),
      },
      signal,
    }),
  );
  const launchFb = fromPromise<LaunchAnswer, void>(({ signal }) => api.request("launchFb", { query: { platform: "html5", language: language() }, signal }));
  return {
    lottery: lotteryMachine.provide({ actors: { fetchLottery, fetchOpened, launchLottery } }),
    fbSports: fbSportsMachine.provide({ actors: { launchFb } }),
  };
}

export type LotteryFlows = ReturnType<typeof createLotteryFlows>;

const flowsOfApp = flowsPerApp((deps) => createLotteryFlows(deps.api, deps.language));

/**
 * The flows on the app's API client (made on first use, so this code loads with the lottery and fbSports pages); the
 * unprovided machines (their calls fail) when no app set one (view tests).
 */
export function lotteryFlows(): LotteryFlows {
  return flowsOfApp() ?? { lottery: lotteryMachine, fbSports: fbSportsMachine };
}
