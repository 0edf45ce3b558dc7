import { useLingui } from "@lingui/react/macro";
import { MEMBER_PAGE_LABELS } from "../../../i18n/member-pages";
import { useRealityCheckRef } from "../reality-check/use-reality-check-ref";
import { SaferPlay } from "./SaferPlay";
import { useSaferBreakFlow, useSaferPlayFlow } from "./use-safer-play-flow";

/** /member/responsibleGaming */
export function SaferPlayPage() {
  const { i18n } = useLingui();
  return <SaferPlay flow={useSaferPlayFlow()} breakFlow={useSaferBreakFlow()} title={i18n._(MEMBER_PAGE_LABELS.responsibleGaming)} realityCheck={useRealityCheckRef()} />;
}
