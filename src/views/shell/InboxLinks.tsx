import { useLingui } from "@lingui/react/macro";
import { GiftIcon } from "../icons/GiftIcon";
import { MailIcon } from "../icons/MailIcon";
import { CountLink } from "./CountLink";
import { useMemberSummary } from "./use-member-summary";

/** Unread messages and unclaimed promotions, as icon links with red counts. */
export function InboxLinks() {
  const { t } = useLingui();
  const { unreadCount, promoCount } = useMemberSummary();
  return (
    <>
      <CountLink to="/member/messageV2" label={t`Messages, ${unreadCount} unread`} count={unreadCount} icon={<MailIcon />} />
      <CountLink to="/promotions" label={t`Promotions, ${promoCount} available`} count={promoCount} icon={<GiftIcon />} />
    </>
  );
}
