import { fromPromise } from "xstate";
import { promotionsMachine } from "../../machines/promotions.machine";
import { rewardCentreMachine } from "../../machines/reward-centre.machine";
import type { ApiClient } from "../api/http-client";
import type { Activity, ApplyPromotionRequest, ClaimAnswer, Promotion, RewardCentre } from "../../contract";
import { flowsPerApp } from "./page-deps";
import { createWalletActors } from "./wallet-actors";

/**
 * The promotion calls as actors (the image reader is the withdrawal proof's: same sniffing of png/jpg by content).
 * A join, application, request or claim changes the header's promotion count: `onMemberChanged` reads it again.
 */
export function createPromotionActors(api: ApiClient, onMemberChanged: () => void = () => undefined) {
  const changed = <T>(answer: T): T => {
    onMemberChanged();
    return answer;
  };
  return {
    loadPromotions: fromPromise<Promotion[], void>(async ({ signal }) =>
      (await api.request("announcements", { query: { types: "PR", platform: "W", execution: "B" }, signal })).promotion,
    ),
    loadRewardCentre: fromPromise<RewardCentre, void>(({ signal }) => api.request("rewardCentre", { signal })),
    joinPromotion: fromPromise<Activity, { promotionId: string }>(({ input, signal }) => api.request("joinPromotion", { body: input, signal }).then(changed)),
    requestReward: fromPromise<Activity, { promotionId: string }>(({ input, signal }) => api.request("requestReward", { body: input, signal }).then(changed)),
    applyPromotion: fromPromise<Activity, { request: ApplyPromotionRequest; key: string }>(({ input, signal }) =>
      api.request("applyPromotion", { body: input.request, idempotencyKey: input.key, signal }).then(changed),
    ),
    claimReward: fromPromise<ClaimAnswer, { promotionId: string; key: string }>(({ input, signal }) =>
      api.request("claimReward", { body: { promotionId: input.promotionId }, idempotencyKey: input.key, signal }).then(changed),
    ),
    readImage: createWalletActors(api).readProof,
  };
}

/** The promotion pages' machines with the app's actors; a claimed reward refreshes the header balance. */
export function createPromotionFlows(api: ApiClient, onBalanceChanged: () => void, onMemberChanged?: () => void) {
  const a = createPromotionActors(api, onMemberChanged);
  return {
    promotions: promotionsMachine.provide({ actors: { loadPromotions: a.loadPromotions, joinPromotion: a.joinPromotion, readImage: a.readImage, applyPromotion: a.applyPromotion } }),
    rewardCentre: rewardCentreMachine.provide({
      actors: { loadRewardCentre: a.loadRewardCentre, joinPromotion: a.joinPromotion, requestReward: a.requestReward, claimReward: a.claimReward },
      actions: { balanceChanged: () => onBalanceChanged() },
    }),
  };
}

export type PromotionFlows = ReturnType<typeof createPromotionFlows>;

const flowsOfApp = flowsPerApp((deps) => createPromotionFlows(deps.api, deps.onBalanceChanged, () => deps.onMemberChanged?.()));

export function promotionFlows(): PromotionFlows {
  const flows = flowsOfApp();
  if (!flows) throw new Error("promotion flows are created with the app actor");
  return flows;
}
