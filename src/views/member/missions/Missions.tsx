import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, Loader, Paper, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { missionsMachine } from "../../../../machines/missions.machine";
import type { Mission, MissionLeaderboard } from "../../../../contract";
import { ErrorAlert } from "../../common/ErrorAlert";
import { formatDateTime } from "../../common/format-date-time";
import { useLanguage } from "../../common/use-language";
import { useMessageText } from "../../common/use-message-text";
import { useMoney } from "../../common/use-money";
import { LoadFailed } from "../../wallet/LoadFailed";
import { WalletSection } from "../../wallet/WalletSection";
import { missionName } from "./mission-name";

export type MissionsRef = ActorRefFrom<typeof missionsMachine>;

/** Daily and weekly missions with progress and claim, then the leaderboard. */
export function Missions({ flow }: { flow: MissionsRef }) {
  const { t } = useLingui();
  const money = useMoney();
  const language = useLanguage();
  const view = useSelector(
    flow,
    (s) => ({
      failed: s.matches("failed"),
      ready: s.matches("ready"),
      data: s.context.data,
      claimingId: s.context.claiming?.missionId,
      claimed: s.context.claimed,
      error: s.context.error,
      claimError: s.context.claimError,
    }),
    shallowEqual,
  );
  const send = flow.send.bind(flow);
  const ends = (at: number) => formatDateTime(new Date(at), language);
  return (
    <WalletSection title={t`Missions`}>
      {view.failed ? <LoadFailed error={view.error} onRetry={() => send({ type: "MISSIONS.RETRY" })} /> : null}
      {!view.data && !view.failed ? <Loader aria-label={t`Loading`} /> : null}
      {view.claimed ? (
        <Alert color="green" role="status">
          <Trans>Reward of {money(view.claimed.reward)} claimed: it is in your main wallet and in your bonus details.</Trans>
        </Alert>
      ) : null}
      <ErrorAlert error={view.claimError} onClose={() => send({ type: "ERROR.DISMISS" })} />
      {view.data && !view.failed ? (
        <Stack gap="lg">
          <MissionGroup title={t`Daily missions`} endsAt={ends(view.data.summary.daily.periodEnd)} missions={view.data.summary.daily.missions} canClaim={view.ready} claimingId={view.claimingId} onClaim={(missionId) => send({ type: "MISSION.CLAIM", missionId })} />
          <MissionGroup title={t`Weekly missions`} endsAt={ends(view.data.summary.weekly.periodEnd)} missions={view.data.summary.weekly.missions} canClaim={view.ready} claimingId={view.claimingId} onClaim={(missionId) => send({ type: "MISSION.CLAIM", missionId })} />
          <Leaderboard board={view.data.leaderboard} />
        </Stack>
      ) : null}
    </WalletSection>
  );
}

function MissionGroup(props: { title: string; endsAt: string; missions: Mission[]; canClaim: boolean; claimingId?: string; onClaim: (id: string) => void }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="section" aria-label={props.title}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="lg">{props.title}</Title>
        <Text size="sm" c="dimmed"><Trans>Ends {props.endsAt}</Trans></Text>
      </Group>
      {props.missions.length === 0 ? <Text c="dimmed">{t`No missions.`}</Text> : null}
      {props.missions.map((mission) => (
        <MissionCard key={mission.id} mission={mission} canClaim={props.canClaim} claiming={props.claimingId === mission.id} onClaim={() => props.onClaim(mission.id)} />
      ))}
    </Stack>
  );
}

function MissionCard({ mission, canClaim, claiming, onClaim }: { mission: Mission; canClaim: boolean; claiming: boolean; onClaim: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const text = useMessageText();
  const amounts = mission.kind !== "login";
  const show = (n: number) => (amounts ? money(n) : String(n));
  const name = text(missionName(mission, show(mission.target)));
  const percent = mission.target > 0 ? Math.min(100, (mission.progress / mission.target) * 100) : 100;
  const progressText = `${show(mission.progress)} / ${show(mission.target)}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`mission-${mission.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>{name}</Text>
          <Text size="sm"><Trans>Reward {money(mission.reward)}</Trans></Text>
        </Group>
        <Progress value={percent} color={mission.status === "inProgress" ? "blue" : "green"} aria-label={t`Progress of ${name}: ${progressText}`} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="dimmed">{progressText}</Text>
          {mission.status === "done" ? (
            <Button size="xs" color="red" loading={claiming} disabled={!canClaim} onClick={onClaim} aria-label={t`Claim reward of ${name}`}>
              <Trans>Claim</Trans>
            </Button>
          ) : (
            <Badge color={mission.status === "claimed" ? "gray" : "blue"} variant="light">
              {mission.status === "claimed" ? t`Claimed` : t`In progress`}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Leaderboard({ board }: { board: MissionLeaderboard }) {
  const { t } = useLingui();
  const money = useMoney();
  return (
    <Stack gap="xs" component="section" aria-label={t`Leaderboard`}>
      <Title order={2} fz="lg"><Trans>Leaderboard</Trans></Title>
      {board.entries.length === 0 ? (
        <Text c="dimmed"><Trans>No one has claimed a mission yet.</Trans></Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-label={t`Leaderboard`} horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr><Table.Th><Trans>Rank</Trans></Table.Th><Table.Th><Trans>Member</Trans></Table.Th><Table.Th><Trans>Missions</Trans></Table.Th><Table.Th><Trans>Rewards</Trans></Table.Th></Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {board.entries.map((entry) => (
                <Table.Tr key={entry.rank}><Table.Td>{entry.rank}</Table.Td><Table.Td>{entry.name}</Table.Td><Table.Td>{entry.completed}</Table.Td><Table.Td>{money(entry.reward)}</Table.Td></Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm" data-testid="leaderboard-me">
        {board.me ? <Trans>Your rank: {board.me.rank} ({board.me.completed} missions)</Trans> : <Trans>You are not on the leaderboard yet: claim a mission.</Trans>}
      </Text>
    </Stack>
  );
}
