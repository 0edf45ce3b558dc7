import { Trans, useLingui } from "@lingui/react/macro";
import { rejectionReason } from "./rejection-reason";
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { rewardCentreMachine } from "../../../../machines/reward-centre.machine";
import type { Activity } from "../../../../contract";
import { FILTER_LABELS, STATE_COLOURS, STATE_LABELS } from "../../../i18n/promotion-messages";
import { ErrorAlert } from "../../common/ErrorAlert";
import { stateView } from "../../common/state-view";
import { formatDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";
import { useMoney } from "../../common/use-money";
import { useRewardCentreFlow } from "../../promotions/use-promotions-flow";
import { useReloadOnLanguage } from "../../promotions/use-reload-on-language";

export type RewardCentreRef = ActorRefFrom<typeof rewardCentreMachine>;

/** /member/rewardCenter with its flow. */
export function RewardCentrePage() {
  const flow = useRewardCentreFlow();
  useReloadOnLanguage(flow);
  return <RewardCentre flow={flow} />;
}

/** The member's activities with their states, and the one action each state allows (join, request, claim). */
export function RewardCentre({ flow }: { flow: RewardCentreRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const view = useSelector(
    flow,
    (s) => ({
      state: stateView(s, { loading: "loading", failed: "failed", ready: "ready", joining: "ready", requesting: "ready", claiming: "ready" }),
      activities: s.context.activities,
      working: s.context.working,
      done: s.context.done,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const titleOf = (id: string) => view.activities.find((a) => a.promotionId === id)?.title ?? "";
  return (
    <Stack component="section" aria-labelledby="reward-centre-title" p="md">
      <Title order={1} fz={{ base: 22, sm: 28 }} id="reward-centre-title"><Trans>Reward centre</Trans></Title>
      {view.state === "loading" ? <Loader aria-label={t`Loading`} /> : null}
      {view.state === "failed" ? (
        <Stack align="flex-start">
          <ErrorAlert error={view.error} withCloseButton={false} onClose={() => undefined} />
          <Button onClick={() => flow.send({ type: "RETRY" })}><Trans>Try again</Trans></Button>
        </Stack>
      ) : null}
      {view.state === "ready" ? <ErrorAlert error={view.error} onClose={() => flow.send({ type: "DISMISS" })} /> : null}
      {view.done ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t`Dismiss message`} onClose={() => flow.send({ type: "DISMISS" })}>
          {view.done.action === "claim" ? <Trans>{money(view.done.amount ?? 0)} from {titleOf(view.done.promotionId)} was added to your wallet.</Trans> : null}
          {view.done.action === "join" ? <Trans>You joined {titleOf(view.done.promotionId)}.</Trans> : null}
          {view.done.action === "request" ? <Trans>Your reward request for {titleOf(view.done.promotionId)} was sent.</Trans> : null}
        </Alert>
      ) : null}
      {view.state === "ready" && view.activities.length === 0 ? <Text c="dimmed"><Trans>No activities yet.</Trans></Text> : null}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {view.activities.map((a) => (
          <li key={a.promotionId}>
            <ActivityCard activity={a} busy={view.working?.promotionId === a.promotionId} disabled={view.working !== undefined} send={(event) => flow.send(event)} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

type ActionEvent = { type: "JOIN" | "REQUEST" | "CLAIM"; promotionId: string };

function ActivityCard({ activity: a, busy, disabled, send }: { activity: Activity; busy: boolean; disabled: boolean; send: (event: ActionEvent) => void }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const language = useLanguage();
  const button = (type: ActionEvent["type"], label: React.ReactNode) => (
    <Button size="xs" loading={busy} disabled={disabled && !busy} onClick={() => send({ type, promotionId: a.promotionId })}>{label}</Button>
  );
  return (
    <Card withBorder padding="sm" component="article" aria-label={a.title}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Text fw={700}>{a.title}</Text>
          <Text size="xs" c="dimmed">
            {i18n._(FILTER_LABELS[a.promotionType])}
            {a.rewardAmount !== null ? ` · ${money(a.rewardAmount)}` : ""}
            {a.updatedAt ? ` · ${formatDateTime(a.updatedAt, language)}` : ""}
          </Text>
          {a.state === "rejected" && a.note ? <Text size="sm" c="red"><Trans>Reason: {rejectionReason(a.note, i18n)}</Trans></Text> : null}
        </Stack>
        <Group gap="xs">
          <Badge color={STATE_COLOURS[a.state]}>{i18n._(STATE_LABELS[a.state])}</Badge>
          {a.state === "join" && a.action !== "apply" ? button("JOIN", <Trans>Join</Trans>) : null}
          {a.state === "join" && a.action === "apply" ? (
            <Button size="xs" variant="light" component="a" href={`/promotions?id=${encodeURIComponent(a.promotionId)}`}><Trans>Apply</Trans></Button>
          ) : null}
          {a.state === "joined" && a.action === "join" ? button("REQUEST", <Trans>Request reward</Trans>) : null}
          {a.state === "claim" ? button("CLAIM", <Trans>Claim</Trans>) : null}
        </Group>
      </Group>
    </Card>
  );
}
