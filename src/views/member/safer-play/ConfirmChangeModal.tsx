import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import { LIMIT_COOL_OFF_HOURS } from "../../../../contract/safer-play";
import { limitOf } from "../../../../machines/safer-play-rules";
import { LIMIT_NAMES } from "../../../i18n/limit-messages";
import { useMoney } from "../../common/use-money";
import type { SaferPlayRef } from "./use-safer-play-flow";

/** A raise or removal waits for the cooling-off: the member reads when it takes effect and confirms, or goes back. */
export function ConfirmChangeModal({ flow }: { flow: SaferPlayRef }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const view = useSelector(flow, (s) => ({ confirming: s.matches("confirming"), proposal: s.context.proposal, data: s.context.data }), shallowEqual);
  const proposal = view.confirming ? view.proposal : undefined;
  const current = proposal ? limitOf(view.data, proposal.kind, proposal.period)?.amount : undefined;
  const hours = LIMIT_COOL_OFF_HOURS;
  let text = "";
  if (proposal && current !== undefined && current !== null) {
    const name = i18n._(LIMIT_NAMES[proposal.kind][proposal.period]);
    const from = money(current);
    text =
      proposal.amount === null
        ? t`${name}: removing it takes effect ${hours} hours after you confirm. Until then ${from} stays in force, and you can cancel the change.`
        : t`${name}: raising it from ${from} to ${money(Number(proposal.amount))} takes effect ${hours} hours after you confirm. Until then ${from} stays in force, and you can cancel the change.`;
  }
  return (
    <Modal
      opened={proposal !== undefined}
      onClose={() => flow.send({ type: "SAFER.BACK" })}
      title={proposal?.amount === null ? t`Remove the limit?` : t`Raise the limit?`}
      closeButtonProps={{ "aria-label": t`Close dialog` }}
    >
      <Stack gap="md">
        <Text data-testid="cool-off-warning">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => flow.send({ type: "SAFER.BACK" })}>
            <Trans>Go back</Trans>
          </Button>
          <Button data-autofocus onClick={() => flow.send({ type: "SAFER.CONFIRM" })}>
            <Trans>Confirm the change</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
