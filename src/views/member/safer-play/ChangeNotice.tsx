import { useLingui } from "@lingui/react/macro";
import { Alert } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { limitOf } from "../../../../machines/safer-play-rules";
import { LIMIT_NAMES } from "../../../i18n/limit-messages";
import { ErrorAlert } from "../../common/ErrorAlert";
import { formatSiteDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";
import { useMoney } from "../../common/use-money";
import type { SaferPlayRef } from "./use-safer-play-flow";

/** What the last change did (from the limit as the server now has it), or why it was refused; announced as it appears. */
export function ChangeNotice({ flow }: { flow: SaferPlayRef }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const money = useMoney();
  const view = useSelector(flow, (s) => ({ notice: s.context.notice, error: s.context.changeError, data: s.context.data }), shallowEqual);
  const notice = view.notice;
  const limit = notice ? limitOf(view.data, notice.kind, notice.period) : undefined;
  let text: string | undefined;
  if (notice && limit) {
    const name = i18n._(LIMIT_NAMES[notice.kind][notice.period]);
    const amount = limit.amount === null ? t`no limit` : money(limit.amount);
    const pending = limit.pending;
    if (notice.type === "cancelled") text = t`${name}: the pending change was cancelled; it stays ${amount}.`;
    else if (pending === null) text = t`${name}: now ${amount}, in force at once.`;
    else {
      const at = formatSiteDateTime(pending.effectiveAt, language);
      text = pending.amount === null ? t`${name}: removed on ${at}, after the cooling-off; until then it stays ${amount}.` : t`${name}: ${money(pending.amount)} from ${at}, after the cooling-off; until then it stays ${amount}.`;
    }
  }
  return (
    <div aria-live="polite">
      {text ? (
        <Alert role="status" color="green" variant="light" withCloseButton closeButtonLabel={t`Dismiss message`} onClose={() => flow.send({ type: "SAFER.DISMISS" })}>
          {text}
        </Alert>
      ) : null}
      <ErrorAlert error={view.error} onClose={() => flow.send({ type: "SAFER.DISMISS" })} />
    </div>
  );
}
