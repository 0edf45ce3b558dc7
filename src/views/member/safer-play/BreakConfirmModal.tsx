import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { BREAK_DURATION_LABELS } from "../../../i18n/break-messages";
import { breakEndFrom } from "./break-end";
import { useBreakEnd } from "./break-text";
import type { SaferBreakRef } from "./use-safer-play-flow";

/** What a break does and until when, before it is sent: the member confirms or goes back. */
export function BreakConfirmModal({ flow, serverNow }: { flow: SaferBreakRef; serverNow: string }) {
  const { t, i18n } = useLingui();
  const endOf = useBreakEnd();
  const view = useSelector(flow, (s) => ({ confirming: s.matches("confirming"), kind: s.context.kind, duration: s.context.duration }), shallowEqual);
  const until = breakEndFrom(serverNow, view.duration);
  const length = i18n._(BREAK_DURATION_LABELS[view.duration]).toLowerCase();
  const end = until === null ? "" : endOf(until);
  let what: string;
  if (view.kind === "timeOut") what = t`A time-out of ${length}, until about ${end}. It ends by itself.`;
  else if (until === null) what = t`A permanent self-exclusion. It can never be shortened or lifted from the site.`;
  else what = t`A self-exclusion of ${length}, until about ${end}. It cannot be shortened or lifted from the site.`;
  return (
    <Modal opened={view.confirming} onClose={() => flow.send({ type: "BREAK.BACK" })} title={t`Take a break from play?`} closeButtonProps={{ "aria-label": t`Close dialog` }}>
      <Stack gap="md">
        <Text data-testid="break-warning">{what}</Text>
        <Text>
          <Trans>
            It starts at once: you are signed out on every device. Until it ends, signing in opens only withdrawals, your records and Safer play; no games,
            bets, deposits, promotions, red envelopes, lucky wheel, mission rewards or marketing messages.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => flow.send({ type: "BREAK.BACK" })}>
            <Trans>Go back</Trans>
          </Button>
          <Button color="orange" data-autofocus onClick={() => flow.send({ type: "BREAK.CONFIRM" })}>
            <Trans>Start the break</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
