import { useLingui } from "@lingui/react/macro";
import { IconGift, IconMail } from "@tabler/icons-react";
import { CountLink } from "./CountLink";
import { useMemberSummary } from "./use-member-summary";

/** Unread messages and unclaimed promotions, as icon links with red counts. */
export function InboxLinks() {
  const { t } = useLingui();
  const { unreadCount, promoCount } = useMemberSummary();
  return (
    <>
      <CountLink to="/member/messageV2" label={t`Messages, ${unreadCount} unread`} count={unreadCount} icon={<IconMail size={18} aria-hidden />} />
      <CountLink to="/promotions" label={t`Promotions, ${promoCount} available`} count={promoCount} icon={<IconGift size={18} aria-hidden />} />
    </>
  );
}
