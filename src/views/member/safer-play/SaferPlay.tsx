import { Trans, useLingui } from "@lingui/react/macro";
import { Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { LIMIT_COOL_OFF_HOURS, LIMIT_KINDS, LIMIT_PERIODS } from "../../../../contract/safer-play";
import { limitOf } from "../../../../machines/safer-play-rules";
import { LIMIT_KIND_LABELS } from "../../../i18n/limit-messages";
import { LoadFailed } from "../../wallet/LoadFailed";
import { WalletSection } from "../../wallet/WalletSection";
import { ChangeNotice } from "./ChangeNotice";
import { ConfirmChangeModal } from "./ConfirmChangeModal";
import { LimitCard } from "./LimitCard";
import { LimitHistory } from "./LimitHistory";
import type { RealityCheckRef } from "../reality-check/use-reality-check-ref";
import { RealityCheckSetting } from "./RealityCheckSetting";
import { TakeBreakSection } from "./TakeBreakSection";
import type { SaferBreakRef, SaferPlayRef } from "./use-safer-play-flow";

/**
 * Safer play: each limit with its use and reset, pending changes, the form to change it, the reality check's interval
 * (the signed-in session's reality check, when there is one), the history of changes, and a break from play.
 */
export function SaferPlay({ flow, breakFlow, title, realityCheck }: { flow: SaferPlayRef; breakFlow?: SaferBreakRef; title: string; realityCheck?: RealityCheckRef }) {
  const { t, i18n } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({ loading: s.matches("loading"), failed: s.matches("failed"), data: s.context.data, loadError: s.context.loadError }),
    shallowEqual,
  );
  const hours = LIMIT_COOL_OFF_HOURS;
  return (
    <WalletSection title={title}>
      <Text>
        <Trans>
          Set limits on your own deposits, losses and stakes. A new or lower limit applies at once; a higher limit or removing one takes effect {hours} hours
          later, and you can cancel it meanwhile. Days, weeks (from Monday) and months start at midnight, Thailand time.
        </Trans>
      </Text>
      {view.failed ? <LoadFailed error={view.loadError} onRetry={() => flow.send({ type: "SAFER.RETRY" })} /> : null}
      {view.loading ? <Loader aria-label={t`Loading`} /> : null}
      <ChangeNotice flow={flow} />
      {view.data ? (
        <Stack gap="xl">
          {LIMIT_KINDS.map((kind) => (
            <Stack key={kind} component="section" gap="sm" aria-labelledby={`limit-${kind}`}>
              <Title order={2} fz="lg" id={`limit-${kind}`}>
                {i18n._(LIMIT_KIND_LABELS[kind])}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
                {LIMIT_PERIODS.map((period) => {
                  const limit = limitOf(view.data, kind, period);
                  return limit ? <LimitCard key={period} flow={flow} limit={limit} /> : null;
                })}
              </SimpleGrid>
            </Stack>
          ))}
          {realityCheck ? <RealityCheckSetting flow={realityCheck} /> : null}
          <LimitHistory history={view.data.history} />
          {breakFlow ? <TakeBreakSection flow={breakFlow} onBreak={view.data.onBreak} serverNow={view.data.now} /> : null}
        </Stack>
      ) : null}
      <ConfirmChangeModal flow={flow} />
    </WalletSection>
  );
}
