import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, FileButton, Group, Loader, Radio, Stack, Text } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { ConfirmationProblem, withdrawalConfirmationMachine } from "../../../machines/withdrawal-confirmation.machine";
import { CONFIRMATION_KINDS, type ConfirmationKind } from "../../../contract";
import { CONFIRMATION_KIND_LABELS, PROBLEM_MESSAGES } from "../../i18n/wallet-messages";
import { ErrorAlert } from "../common/ErrorAlert";
import { stateView } from "../common/state-view";
import { useMoney } from "../common/use-money";
import { AmountInput } from "./AmountInput";

export type WithdrawalConfirmationRef = ActorRefFrom<typeof withdrawalConfirmationMachine>;

/** What the member received of a paid withdrawal; the forced-receipt rule is stated before confirming. */
/** The answer and the proof pictures are refused under the form; an amount's problem shows in its field. */
const underTheForm = (problem: ConfirmationProblem): boolean => problem === "kind" || problem === "proofRequired" || problem.startsWith("image");

export function WithdrawalConfirmation({ flow, onFinished }: { flow: WithdrawalConfirmationRef; onFinished?: () => void }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      state: stateView(s, { choosing: "choosing", readingProof: "choosing", reviewing: "reviewing", submitting: "submitting", failed: "failed", done: "done" }),
      reading: s.matches("readingProof"),
      withdrawal: s.context.withdrawal,
      minutes: s.context.autoReceiptMinutes,
      kind: s.context.kind,
      amountText: s.context.amountText,
      proofs: s.context.proofs,
      problem: s.context.problem,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const amount = money(view.withdrawal.amount);
  const minutes = view.minutes;
  const rule = (
    <Alert color="yellow" variant="light" role="note">
      <Trans>If you do not confirm within {minutes} minutes of payment, the withdrawal counts as received. A forced receipt is final: the amount is not refunded.</Trans>
    </Alert>
  );

  if (view.state === "done") {
    return (
      <Stack>
        <Alert color="green" role="status"><Trans>Thank you: your confirmation was recorded.</Trans></Alert>
        {onFinished ? <Button onClick={onFinished}><Trans>Close</Trans></Button> : null}
      </Stack>
    );
  }
  if (view.state !== "choosing") {
    return (
      <Stack>
        <Text>
          <Trans>Withdrawal #{view.withdrawal.id} of {amount}: {view.kind ? i18n._(CONFIRMATION_KIND_LABELS[view.kind]) : ""}</Trans>
          {view.amountText ? ` (${view.amountText})` : ""}
        </Text>
        {rule}
        <ErrorAlert error={view.state === "failed" ? view.error : undefined} withCloseButton={false} onClose={() => undefined} />
        <Group>
          <Button loading={view.state === "submitting"} onClick={() => flow.send({ type: "CONFIRM.SUBMIT" })}>
            {view.state === "failed" ? <Trans>Try again</Trans> : <Trans>Confirm</Trans>}
          </Button>
          <Button variant="light" disabled={view.state === "submitting"} onClick={() => flow.send({ type: "CONFIRM.BACK" })}>
            <Trans>Back</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text><Trans>Withdrawal #{view.withdrawal.id} of {amount} was paid. What did you receive?</Trans></Text>
      <Radio.Group value={view.kind ?? ""} onChange={(value) => flow.send({ type: "CONFIRM.KIND", kind: value as ConfirmationKind })} label={t`Received`}>
        <Stack gap="xs" mt="xs">
          {CONFIRMATION_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={i18n._(CONFIRMATION_KIND_LABELS[kind])} />
          ))}
        </Stack>
      </Radio.Group>
      {view.kind === "receivedAmount" || view.kind === "remainingAmount" ? (
        <AmountInput
          label={view.kind === "receivedAmount" ? t`Amount received` : t`Amount still missing`}
          value={view.amountText}
          problem={view.problem && view.problem in PROBLEM_MESSAGES && !underTheForm(view.problem) ? view.problem : undefined}
          onChange={(text) => flow.send({ type: "AMOUNT.CHANGE", text })}
        />
      ) : null}
      {view.kind === "notReceived" ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed"><Trans>Upload proof for staff review: PNG or JPG, at most 5 MB each, at most 3 images.</Trans></Text>
          {view.proofs.map((p, index) => (
            <Group key={`${p.fileName}-${index}`} justify="space-between">
              <Text size="sm">{p.fileName}</Text>
              <Button size="xs" variant="subtle" onClick={() => flow.send({ type: "PROOF.REMOVE", index })}>
                <Trans>Remove</Trans>
              </Button>
            </Group>
          ))}
          <FileButton accept="image/png,image/jpeg" onChange={(file) => file && flow.send({ type: "PROOF.ADD", file: { name: file.name, size: file.size, blob: file } })}>
            {(props) => (
              <Button {...props} variant="light" loading={view.reading}>
                <Trans>Add image</Trans>
              </Button>
            )}
          </FileButton>
        </Stack>
      ) : null}
      {view.problem && underTheForm(view.problem) ? (
        <Text c="red" size="sm" role="alert">{i18n._(PROBLEM_MESSAGES[view.problem])}</Text>
      ) : null}
      {rule}
      {view.reading ? <Loader size="sm" aria-label={t`Reading the picture`} /> : null}
      <Button onClick={() => flow.send({ type: "CONFIRM.REVIEW" })} disabled={view.reading}>
        <Trans>Continue</Trans>
      </Button>
    </Stack>
  );
}
