import { useLingui } from "@lingui/react/macro";
import { MEMBER_PAGE_LABELS } from "../../../i18n/member-pages";
import { Referral } from "./Referral";
import { useReferralFlow } from "./use-referral-flows";

/** /member/referral */
export function ReferralPage() {
  const { i18n } = useLingui();
  return <Referral flow={useReferralFlow()} title={i18n._(MEMBER_PAGE_LABELS.referral)} />;
}
