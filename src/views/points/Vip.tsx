import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Alert, Badge, Card, Loader, Progress, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { vipMachine } from "../../../machines/vip.machine";
import type { VipInfo, VipLevel } from "../../../contract";
import { useMoney } from "../common/use-money";
import { LoadFailed } from "../wallet/LoadFailed";
import { POINT_TYPE_LABEL } from "./point-labels";

export type VipRef = ActorRefFrom<typeof vipMachine>;

const REBATE_LABEL = { ...POINT_TYPE_LABEL, fish: msg`Fishing` } as const;

/** The VIP page: the member's level and progress to the next, then every level's requirements and benefits. */
export function Vip({ flow }: { flow: VipRef }) {
  const { t } = useLingui();
  const view = useSelector(flow, (s) => ({ loading: s.matches("loading"), loadFailed: s.matches("loadFailed"), info: s.context.info, error: s.context.error }), shallowEqual);
  let body;
  if (view.loading) body = <Loader aria-label={t`Loading`} />;
  else if (view.loadFailed || !view.info) body = <LoadFailed error={view.error} onRetry={() => flow.send({ type: "VIP.RETRY" })} />;
  else
    body = (
      <>
        {view.info.member ? <MemberLevel info={view.info} /> : (
          <Alert color="blue" variant="light">
            <Trans>Log in to see your VIP level and your progress to the next one.</Trans>
          </Alert>
        )}
        <Levels levels={view.info.levels} current={view.info.member?.vipRankLevel} />
      </>
    );
  return (
    <Stack component="section" maw={1000} w="100%" mx="auto" p="md" gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <Trans>VIP</Trans>
      </Title>
      {body}
    </Stack>
  );
}

function MemberLevel({ info }: { info: VipInfo }) {
  const { t } = useLingui();
  const money = useMoney();
  const member = info.member!;
  const next = info.levels.find((l) => l.level === member.vipRankLevel + 1);
  const label = member.vipLabelName;
  const level = member.vipRankLevel;
  const percent = (done: number, needed: number) => (needed <= 0 ? 100 : Math.min(100, Math.round((done / needed) * 100)));
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          <Trans>
            Your level: {label} (VIP {level})
          </Trans>
        </Text>
        {member.promotedTo.map((p) => {
          const bonus = money(p.bonus);
          const to = p.level;
          return (
            <Alert key={p.level} color="green" role="status">
              <Trans>Promoted to VIP {to}: an upgrade bonus of {bonus} was paid into your main wallet.</Trans>
            </Alert>
          );
        })}
        {next ? (
          <>
            <Text size="sm">
              <Trans>Next level: {next.name}</Trans>
            </Text>
            <ProgressLine name={t`Deposit progress`} label={<Trans>Deposits {money(member.depositTotal)} of {money(next.depositRequired)}</Trans>} value={percent(member.depositTotal, next.depositRequired)} />
            <ProgressLine name={t`Bet progress`} label={<Trans>Bets {money(member.betTotal)} of {money(next.betRequired)}</Trans>} value={percent(member.betTotal, next.betRequired)} />
          </>
        ) : (
          <Text size="sm">
            <Trans>You are at the highest level.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function ProgressLine({ label, name, value }: { label: ReactNode; name: string; value: number }) {
  return (
    <Stack gap={2}>
      <Text size="sm">{label}</Text>
      <Progress value={value} aria-label={name} />
    </Stack>
  );
}

function Levels({ levels, current }: { levels: VipLevel[]; current: number | undefined }) {
  const { t, i18n } = useLingui();
  const money = useMoney();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {levels.map((l) => {
        const deposit = money(l.depositRequired);
        const bet = money(l.betRequired);
        const limit = money(l.dailyWithdrawalLimit);
        const count = l.dailyWithdrawalCount;
        const birthday = money(l.birthdayBonus);
        const upgrade = money(l.upgradeBonus);
        return (
          <Card key={l.level} withBorder radius="md" p="sm" data-testid={`vip-level-${l.level}`}>
            <Stack gap={4}>
              <Text fw={700}>
                {`VIP ${l.level} · ${l.name}`} {current === l.level && <Badge ml="xs">{t`Your level`}</Badge>}
              </Text>
              <Text size="sm">
                <Trans>Needs deposits of {deposit} and bets of {bet}</Trans>
              </Text>
              <Text size="sm">
                <Trans>Withdrawals: up to {limit} a day, {count} times</Trans>
              </Text>
              <Text size="sm">
                <Trans>Birthday bonus: {birthday}</Trans>
              </Text>
              <Text size="sm">
                <Trans>Upgrade bonus: {upgrade}</Trans>
              </Text>
              <Table withRowBorders={false} verticalSpacing={2} aria-label={t`Rebate rates`}>
                <Table.Tbody>
                  {l.rebateRates.map((r) => (
                    <Table.Tr key={r.category}>
                      <Table.Td>{i18n._(REBATE_LABEL[r.category])}</Table.Td>
                      <Table.Td ta="right">{`${r.percent}%`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
