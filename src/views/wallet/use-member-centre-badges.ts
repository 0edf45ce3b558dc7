import type { MemberPage } from "../../routes/route-table";
import { useMemberSummary } from "../shell/use-member-summary";

/** The red counts of the member centre's menu (spec.md section 2: mission, message and reward items), by page. */
export function useMemberCentreBadges(): Partial<Record<MemberPage, number>> {
  const { unreadCount, promoCount } = useMemberSummary();
  return { messageV2: unreadCount, rewardCenter: promoCount };
}
