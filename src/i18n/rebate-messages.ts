import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RebateCategory } from "../../contract";

/** The manual rebate's categories, named as the game menus name them. */
export const REBATE_CATEGORY_LABELS: Record<RebateCategory, MessageDescriptor> = {
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
  PVP: msg`Card games`,
  FISH: msg`Fishing`,
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
};
