import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ApplyProblem, PromotionFilter } from "../../machines/promotions.machine";
import type { ActivityState, PayPeriod, PromotionBadge } from "../../contract";

/** The list's filters: all, then the promotion types of spec.md section 3 in its order. */
export const FILTER_LABELS: Record<PromotionFilter, MessageDescriptor> = {
  all: msg`All`,
  others: msg`Others`,
  sports: msg`Sports`,
  live: msg`Live casino`,
  slots: msg`Slots`,
  cards: msg`Card games`,
  fish: msg`Fish`,
  lotto: msg`Lotto`,
  rebate: msg`Rebate`,
  pointsMall: msg`Points mall`,
  ranking: msg`Ranking`,
  deposit: msg`Deposit`,
  appDownload: msg`App download`,
  newbie: msg`Newbie`,
  game: msg`Game promotions`,
};

export const BADGE_LABELS: Record<PromotionBadge, MessageDescriptor> = {
  newbie: msg`Newbie`,
  limited: msg`Limited`,
  specialOffer: msg`Special offer`,
  daily: msg`Daily`,
  highRebate: msg`High rebate`,
  vip: msg`VIP`,
};

export const PAY_PERIOD_LABELS: Record<PayPeriod, MessageDescriptor> = {
  daily: msg`Paid daily`,
  weekly: msg`Paid weekly`,
  semimonthly: msg`Paid twice a month`,
  monthly: msg`Paid monthly`,
};

/** Activity states of spec.md section 4. */
export const STATE_LABELS: Record<ActivityState, MessageDescriptor> = {
  comingSoon: msg`Coming soon`,
  join: msg`Open to join`,
  joined: msg`Joined`,
  applying: msg`Applying`,
  rejected: msg`Rejected`,
  issued: msg`Issued`,
  claimed: msg`Claimed`,
  closed: msg`Closed`,
  claim: msg`Ready to claim`,
  processing: msg`Processing`,
  signed: msg`Signed up`,
};

export const STATE_COLOURS: Record<ActivityState, string> = {
  comingSoon: "gray",
  join: "blue",
  joined: "teal",
  applying: "yellow",
  rejected: "red",
  issued: "green",
  claimed: "green",
  closed: "gray",
  claim: "orange",
  processing: "yellow",
  signed: "teal",
};

export const APPLY_PROBLEMS: Record<ApplyProblem, MessageDescriptor> = {
  commentTooLong: msg`The comment must be at most 140 characters`,
  imageTooBig: msg`Each image must be at most 5 MB`,
  imagesTooMany: msg`At most 3 images`,
  imageNotPngOrJpg: msg`Only PNG or JPG images are accepted`,
};
