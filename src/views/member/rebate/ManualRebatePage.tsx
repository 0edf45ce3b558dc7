import { useLingui } from "@lingui/react/macro";
import { MEMBER_PAGE_LABELS } from "../../../i18n/member-pages";
import { useManualRebateFlow } from "../referral/use-referral-flows";
import { ManualRebate } from "./ManualRebate";

/** /member/manualRebate */
export function ManualRebatePage() {
  const { i18n } = useLingui();
  return <ManualRebate flow={useManualRebateFlow()} title={i18n._(MEMBER_PAGE_LABELS.manualRebate)} />;
}
