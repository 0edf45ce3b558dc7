import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { MEMBER_PAGES } from "../routes/route-table";

/** The member centre's menu entries, in the order of spec.md section 2. */
export const MEMBER_PAGE_LABELS: Record<(typeof MEMBER_PAGES)[number], MessageDescriptor> = {
  securityCenter: msg`Security centre`,
  transferFund: msg`Transfer fund`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdraw`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting records`,
  transactionHistory: msg`Transaction history`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Bonus details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Mission leaderboard`,
  messageV2: msg`Messages`,
  manualRebate: msg`Manual rebate`,
  responsibleGaming: msg`Safer play`,
};
