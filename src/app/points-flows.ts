import { fromPromise } from "xstate";
import { pointMallMachine, type MallData } from "../../machines/point-mall.machine";
import { vipMachine } from "../../machines/vip.machine";
import type { ApiClient } from "../api/http-client";
import type { ConvertAnswer, PointType, RedeemAnswer, VipInfo } from "../../contract";
import type { AppActor } from "./app-actor";
import { flowsPerApp, type PageDeps } from "./page-deps";

/** The points mall's and VIP page's actors on the API client (the red envelope's are in red-envelope-flow.ts). */
export function createPointsActors(api: ApiClient) {
  return {
    loadMall: fromPromise<MallData, { signedIn: boolean }>(async ({ input, signal }) => {
      const [config, rewards] = await Promise.all([api.request("pointConfig", { signal }), api.request("pointRewards", { signal })]);
      if (!input.signedIn) return { config, rewards: rewards.rewards };
      const [balance, history, movements] = await Promise.all([
        api.request("pointBalance", { signal }),
        api.request("redeemList", { signal }),
        api.request("pointMovements", { signal }),
      ]);
      return { config, rewards: rewards.rewards, member: { balances: balance.balances, history: history.content, movements: movements.content } };
    }),
    redeemReward: fromPromise<RedeemAnswer, { rewardId: string; password: string; key: string }>(({ input, signal }) =>
      api.request("redeemReward", { body: { rewardId: input.rewardId, password: input.password }, idempotencyKey: input.key, signal }),
    ),
    convertPoints: fromPromise<ConvertAnswer, { pointType: PointType; points: number; password: string; key: string }>(({ input, signal }) =>
      api.request("convertPoints", { body: { pointType: input.pointType, points: input.points, password: input.password }, idempotencyKey: input.key, signal }),
    ),
    loadVip: fromPromise<VipInfo, void>(({ signal }) => api.request("vipInfo", { signal })),
  };
}

/**
 * The machines with the app's actors and effects: a visitor's action opens the login popup, a trial account's the
 * real-account dialog; money that arrived (conversion, VIP bonus) refreshes the header balance.
 */
export function createPointsFlows(deps: PageDeps, app: Pick<AppActor, "send">) {
  const a = createPointsActors(deps.api);
  const askLogin = () => app.send({ type: "LOGIN.REQUIRED" });
  const askRealAccount = () => app.send({ type: "REAL_ACCOUNT.REQUIRED" });
  const balanceChanged = () => deps.onBalanceChanged();
  return {
    pointMall: pointMallMachine.provide({
      actors: { loadMall: a.loadMall, redeemReward: a.redeemReward, convertPoints: a.convertPoints },
      actions: { askLogin, askRealAccount, balanceChanged },
    }),
    // A promotion pays the upgrade bonus and changes the header's VIP label: both are read again.
    vip: vipMachine.provide({ actors: { loadVip: a.loadVip }, actions: { memberPromoted: () => (balanceChanged(), deps.onMemberChanged?.()) } }),
  };
}

export type PointsFlows = ReturnType<typeof createPointsFlows>;

const flowsOfApp = flowsPerApp((deps) => {
  let made: PointsFlows | undefined;
  return (app: Pick<AppActor, "send">) => (made ??= createPointsFlows(deps, app));
});

/** The flows of the current app (made on first use by a points page, again when a new app was created). */
export function pointsFlows(app: Pick<AppActor, "send">): PointsFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("points flows are created with the app actor");
  return flows(app);
}
