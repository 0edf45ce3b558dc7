import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Modal, NativeSelect, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { MallProblem } from "../../../machines/point-mall.machine";
import type { PointType } from "../../../contract";
import { ErrorAlert } from "../common/ErrorAlert";
import { useMoney } from "../common/use-money";
import type { PointMallRef } from "./point-mall-ref";
import { POINT_TYPE_LABEL, PROBLEM_LABEL, REDEEM_STATUS_LABEL } from "./point-labels";

function ProblemText({ problem, min }: { problem: MallProblem | undefined; min: number }) {
  const { i18n } = useLingui();
  if (!problem) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {problem === "pointsBelowMinimum" ? <Trans>Convert at least {min} points</Trans> : i18n._(PROBLEM_LABEL[problem])}
    </Text>
  );
}

function Done({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Stack>
      <Alert color="green" role="status">
        {children}
      </Alert>
      <Button onClick={onClose}>
        <Trans>Close</Trans>
      </Button>
    </Stack>
  );
}

/** A dialog's fields with Cancel and the submit button (Enter submits). */
function DialogForm(props: { onSubmit: () => void; onCancel: () => void; submitting: boolean; submitLabel: string; children: ReactNode }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Redeeming one reward: the cost, the login password, then the redemption (In Process) and the points left. */
export function RedeemDialog({ flow }: { flow: PointMallRef }) {
  const { t, i18n } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({
      open: s.matches("redeem"),
      submitting: s.matches({ redeem: "submitting" }),
      done: s.matches({ redeem: "done" }),
      reward: s.context.data?.rewards.find((r) => r.id === s.context.rewardId),
      password: s.context.password,
      problem: s.context.problem,
      error: s.context.error,
      redeemed: s.context.redeemed,
    }),
    shallowEqual,
  );
  const close = () => flow.send({ type: "DIALOG.CLOSE" });
  const reward = view.reward;
  const name = reward?.name ?? "";
  const cost = reward?.cost ?? 0;
  const type = reward ? i18n._(POINT_TYPE_LABEL[reward.pointType]) : "";
  return (
    <Modal opened={view.open} onClose={close} title={t`Redeem a reward`} centered closeButtonProps={{ "aria-label": t`Close dialog` }}>
      {view.done && view.redeemed ? (
        <Done onClose={close}>
          <Trans>
            {name} redeemed: {view.redeemed.redeem.points} points. Status: {i18n._(REDEEM_STATUS_LABEL[view.redeemed.redeem.status])}. Points left: {view.redeemed.pointsLeft}.
          </Trans>
        </Done>
      ) : (
        <DialogForm onSubmit={() => flow.send({ type: "REDEEM.SUBMIT" })} onCancel={close} submitting={view.submitting} submitLabel={t`Confirm redemption`}>
          <Text>
            <Trans>
              Redeem {name} for {cost} points ({type})?
            </Trans>
          </Text>
          <PasswordInput
            label={t`Login password`}
            autoComplete="current-password"
            value={view.password}
            onChange={(event) => flow.send({ type: "PASSWORD.CHANGE", text: event.currentTarget.value })}
          />
          <ProblemText problem={view.problem} min={0} />
          <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
        </DialogForm>
      )}
    </Modal>
  );
}

/** Converting points of one type to money: how many, the login password, then the amount paid into the main wallet. */
export function ConvertDialog({ flow }: { flow: PointMallRef }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      open: s.matches("convert"),
      submitting: s.matches({ convert: "submitting" }),
      done: s.matches({ convert: "done" }),
      conversions: s.context.data?.config.conversions,
      min: s.context.data?.config.minConvertPoints ?? 0,
      balances: s.context.data?.member?.balances,
      pointType: s.context.pointType,
      pointsText: s.context.pointsText,
      password: s.context.password,
      problem: s.context.problem,
      error: s.context.error,
      converted: s.context.converted,
    }),
    shallowEqual,
  );
  const close = () => flow.send({ type: "DIALOG.CLOSE" });
  const heldOf = (type: PointType) => view.balances?.find((b) => b.type === type)?.points ?? 0;
  const rate = view.conversions?.find((c) => c.type === view.pointType)?.moneyPerPoint ?? 0;
  const rateText = money(rate);
  const held = heldOf(view.pointType);
  const min = view.min;
  return (
    <Modal opened={view.open} onClose={close} title={t`Convert points to money`} centered closeButtonProps={{ "aria-label": t`Close dialog` }}>
      {view.done && view.converted ? (
        <Done onClose={close}>
          <Trans>
            {view.converted.points} points converted to {money(view.converted.amount)}. Your balance is now {money(view.converted.balanceAfter)}.
          </Trans>
        </Done>
      ) : (
        <DialogForm onSubmit={() => flow.send({ type: "CONVERT.SUBMIT" })} onCancel={close} submitting={view.submitting} submitLabel={t`Convert`}>
          <NativeSelect
            label={t`Point type`}
            value={view.pointType}
            data={(view.conversions ?? []).map((c) => ({ value: c.type, label: `${i18n._(POINT_TYPE_LABEL[c.type])} (${heldOf(c.type)})` }))}
            onChange={(event) => flow.send({ type: "POINT_TYPE.CHANGE", pointType: event.currentTarget.value as PointType })}
          />
          <Text size="sm" c="dimmed">
            <Trans>
              You hold {held} points of this type. 1 point = {rateText}; at least {min} points.
            </Trans>
          </Text>
          <TextInput
            label={t`Points to convert`}
            inputMode="numeric"
            value={view.pointsText}
            onChange={(event) => flow.send({ type: "POINTS.CHANGE", text: event.currentTarget.value })}
          />
          <PasswordInput
            label={t`Login password`}
            autoComplete="current-password"
            value={view.password}
            onChange={(event) => flow.send({ type: "PASSWORD.CHANGE", text: event.currentTarget.value })}
          />
          <ProblemText problem={view.problem} min={min} />
          <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
        </DialogForm>
      )}
    </Modal>
  );
}
