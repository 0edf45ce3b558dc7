import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Loader, Stack } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { ErrorAlert } from "../common/ErrorAlert";
import { stateView } from "../common/state-view";
import { PromotionDetail, type PromotionsRef } from "./PromotionDetail";
import { PromotionList } from "./PromotionList";

/** What the flow shows: loading, a failure with retry, the list, or the detail. */
export function PromotionsView({ flow, signedIn, onClose, onLogin }: { flow: PromotionsRef; signedIn: boolean; onClose: () => void; onLogin: () => void }) {
  const { t } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({
      state: stateView(s, { loading: "loading", failed: "failed", list: "list", detail: "detail" }),
      promotions: s.context.promotions,
      filter: s.context.filter,
      missingId: s.context.missingId,
      error: s.context.error,
    }),
    shallowEqual,
  );
  if (view.state === "loading") return <Loader aria-label={t`Loading`} />;
  if (view.state === "failed") {
    return (
      <Stack align="flex-start">
        <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
        <Button onClick={() => flow.send({ type: "RETRY" })}><Trans>Try again</Trans></Button>
      </Stack>
    );
  }
  if (view.state === "detail") return <PromotionDetail flow={flow} signedIn={signedIn} onClose={onClose} onLogin={onLogin} />;
  return (
    <PromotionList
      promotions={view.promotions}
      filter={view.filter}
      missingId={view.missingId}
      onFilter={(filter) => flow.send({ type: "FILTER", filter })}
      onOpen={(id) => flow.send({ type: "OPEN", id })}
    />
  );
}
