import { useLingui } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";
import type { Promotion } from "../../../contract";
import { BADGE_LABELS, PAY_PERIOD_LABELS, STATE_COLOURS, STATE_LABELS } from "../../i18n/promotion-messages";

/** The promotion's activity state, badges and pay period. */
export function PromotionTags({ promotion, withState = true }: { promotion: Promotion; withState?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Group gap={6}>
      {withState ? <Badge color={STATE_COLOURS[promotion.state]} variant="filled">{i18n._(STATE_LABELS[promotion.state])}</Badge> : null}
      {promotion.badges.map((badge) => (
        <Badge key={badge} color="pink" variant="light">{i18n._(BADGE_LABELS[badge])}</Badge>
      ))}
      {promotion.payPeriod ? <Badge color="gray" variant="outline">{i18n._(PAY_PERIOD_LABELS[promotion.payPeriod])}</Badge> : null}
    </Group>
  );
}
