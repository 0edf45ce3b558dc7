import { call } from "./call";
import { activitySchema, applyPromotionRequestSchema, claimAnswerSchema, promotionRefSchema, rewardCentreSchema } from "./promotions";

/** The promotion calls. The list itself is `announcements` (`types=PR`). */
export const promotionCalls = {
  /** `GET /wps/relay/MCSFE_getRewardCentre`: the member's activities and how many wait for the member (join or claim). */
  rewardCentre: call({ method: "GET", path: "/wps/relay/MCSFE_getRewardCentre", module: "COMM3", access: "member", value: rewardCentreSchema }),
  /** `POST /wps/relay/MCSFE_signUpPromotionJoin { promotionId }`: join (sign-up) or enrol (signIn); answers the activity. */
  joinPromotion: call({ method: "POST", path: "/wps/relay/MCSFE_signUpPromotionJoin", module: "COMM3", access: "member", body: promotionRefSchema, value: activitySchema }),
  /** `POST /wps/relay/MCSFE_applyPromotion { promotionId, comment, images }`: the application form; answers the activity (applying). */
  applyPromotion: call({ method: "POST", path: "/wps/relay/MCSFE_applyPromotion", module: "COMM3", access: "member", idempotent: true, body: applyPromotionRequestSchema, value: activitySchema }),
  /** `POST /wps/relay/MCSFE_signUpRequestReward { promotionId }`: a joined member asks for the reward (processing). */
  requestReward: call({ method: "POST", path: "/wps/relay/MCSFE_signUpRequestReward", module: "COMM3", access: "member", body: promotionRefSchema, value: activitySchema }),
  /** `POST /wps/relay/MCS2_claimRafflePromotion { promotionId }`: claims a waiting reward or raffle prize; money moves once. */
  claimReward: call({ method: "POST", path: "/wps/relay/MCS2_claimRafflePromotion", module: "COMM3", access: "member", idempotent: true, body: promotionRefSchema, value: claimAnswerSchema }),
} as const;
