import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MallProblem } from "../../../machines/point-mall.machine";
import type { PointMovement, PointType, RedeemStatus } from "../../../contract";

/** spec.md section 3's point types as a member reads them. */
export const POINT_TYPE_LABEL: Record<PointType, MessageDescriptor> = {
  live: msg`Live casino`,
  lottery: msg`Lottery`,
  pvp: msg`Card games`,
  rng: msg`Slots`,
  sports: msg`Sports`,
  redeem: msg`Redeem points`,
  deposit: msg`Deposit`,
};

/** spec.md section 4: In Process, Rejected, Approved. */
export const REDEEM_STATUS_LABEL: Record<RedeemStatus, MessageDescriptor> = {
  inProcess: msg`In Process`,
  rejected: msg`Rejected`,
  approved: msg`Approved`,
};

export const REDEEM_STATUS_COLOR: Record<RedeemStatus, string> = { inProcess: "yellow", rejected: "red", approved: "green" };

export const MOVEMENT_LABEL: Record<PointMovement["kind"], MessageDescriptor> = {
  opening: msg`Welcome points`,
  bet: msg`Earned by betting`,
  deposit: msg`Earned by depositing`,
  redeem: msg`Reward redeemed`,
  redeemRefund: msg`Redemption returned`,
  convert: msg`Converted to money`,
};

export const PROBLEM_LABEL: Record<Exclude<MallProblem, "pointsBelowMinimum">, MessageDescriptor> = {
  passwordEmpty: msg`Enter your login password`,
  pointsInvalid: msg`Enter a whole number of points`,
  pointsInsufficient: msg`Not enough points`,
  outOfStock: msg`This reward is out of stock`,
};
