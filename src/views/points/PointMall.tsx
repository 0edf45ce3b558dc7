import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { shallowEqual, useSelector } from "@xstate/react";
import type { PointReward } from "../../../contract";
import { formatDateTime } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { LoadFailed } from "../wallet/LoadFailed";
import { ConvertDialog, RedeemDialog } from "./PointDialogs";
import { MOVEMENT_LABEL, POINT_TYPE_LABEL, REDEEM_STATUS_COLOR, REDEEM_STATUS_LABEL } from "./point-labels";
import type { PointMallRef } from "./point-mall-ref";

export type { PointMallRef };

/** /pointMall: the public part (rewards, how points are earned) for everyone; a member's points, history and details. */
export function PointMall({ flow }: { flow: PointMallRef }) {
  const { t } = useLingui();
  const view = useSelector(
    flow,
    (s) => ({ loading: s.matches("loading"), loadFailed: s.matches("loadFailed"), role: s.context.role, data: s.context.data, error: s.context.error }),
    shallowEqual,
  );
  let body;
  if (view.loading) body = <Loader aria-label={t`Loading`} />;
  else if (view.loadFailed || !view.data) body = <LoadFailed error={view.error} onRetry={() => flow.send({ type: "MALL.RETRY" })} />;
  else
    body = (
      <>
        {view.data.member ? <PointBalances flow={flow} /> : <VisitorPoints role={view.role} onAsk={() => flow.send({ type: "ACCOUNT.ASK" })} />}
        <Rewards flow={flow} rewards={view.data.rewards} />
        <EarningRules flow={flow} />
        {view.data.member && <MemberRecords flow={flow} />}
      </>
    );
  return (
    <Stack component="section" maw={1000} w="100%" mx="auto" p="md" gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <Trans>Points mall</Trans>
      </Title>
      {body}
      <RedeemDialog flow={flow} />
      <ConvertDialog flow={flow} />
    </Stack>
  );
}

function VisitorPoints({ role, onAsk }: { role: string; onAsk: () => void }) {
  if (role === "trial") {
    return (
      <Alert color="blue" variant="light" title={<Trans>Points are for real accounts</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>Real members earn points on every bet and deposit and redeem them here.</Trans>
          </Text>
          <Button size="xs" onClick={onAsk}>
            <Trans>Get a real account</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title={<Trans>Your points</Trans>}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>Log in to see your points, redeem rewards and convert points to money.</Trans>
        </Text>
        <Button size="xs" onClick={onAsk}>
          <Trans>Log in</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

function PointBalances({ flow }: { flow: PointMallRef }) {
  const { i18n } = useLingui();
  const balances = useSelector(flow, (s) => s.context.data?.member?.balances ?? []);
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="point-balances">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="point-balances">
          <Trans>Your points</Trans>
        </Title>
        <Button size="xs" onClick={() => flow.send({ type: "CONVERT.OPEN" })}>
          <Trans>Convert points</Trans>
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
        {balances.map((b) => (
          <Stack key={b.type} gap={0} data-testid={`points-${b.type}`}>
            <Text size="xs" c="dimmed">
              {i18n._(POINT_TYPE_LABEL[b.type])}
            </Text>
            <Text fw={700}>{b.points.toLocaleString("en-US")}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        <Trans>Points never expire.</Trans>
      </Text>
    </Card>
  );
}

function Rewards({ flow, rewards }: { flow: PointMallRef; rewards: PointReward[] }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm" component="section" aria-labelledby="point-rewards">
      <Title order={2} fz="lg" id="point-rewards">
        <Trans>Rewards</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {rewards.map((r) => {
          const type = i18n._(POINT_TYPE_LABEL[r.pointType]);
          const name = r.name;
          return (
            <Card key={r.id} withBorder radius="md" p="sm" data-testid="reward">
              <Stack gap={4} h="100%">
                <Text fw={700}>{r.name}</Text>
                <Text size="sm" c="dimmed">
                  {r.description}
                </Text>
                <Text size="sm">
                  <Trans>
                    {r.cost} points ({type})
                  </Trans>
                </Text>
                {r.stock > 0 ? (
                  <Text size="xs" c="dimmed">
                    <Trans>{r.stock} left</Trans>
                  </Text>
                ) : (
                  <Badge color="gray" variant="light">
                    <Trans>Out of stock</Trans>
                  </Badge>
                )}
                <Button mt="auto" size="xs" disabled={r.stock <= 0} aria-label={t`Redeem ${name}`} onClick={() => flow.send({ type: "REDEEM.OPEN", rewardId: r.id })}>
                  <Trans>Redeem</Trans>
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function EarningRules({ flow }: { flow: PointMallRef }) {
  const { i18n } = useLingui();
  const config = useSelector(flow, (s) => s.context.data?.config);
  if (!config) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="point-rules">
      <Title order={2} fz="lg" id="point-rules">
        <Trans>How to earn points</Trans>
      </Title>
      {config.earnRules.map((rule) => {
        const type = i18n._(POINT_TYPE_LABEL[rule.type]);
        const amount = rule.perAmount.toLocaleString("en-US");
        return (
          <Text size="sm" key={`${rule.type}-${rule.source}`}>
            {rule.source === "bet" ? <Trans>{rule.points} {type} point for every ฿{amount} bet</Trans> : <Trans>{rule.points} deposit point for every ฿{amount} deposited</Trans>}
          </Text>
        );
      })}
      <Text size="sm">
        <Trans>Points never expire.</Trans>
      </Text>
    </Stack>
  );
}

function MemberRecords({ flow }: { flow: PointMallRef }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const member = useSelector(flow, (s) => s.context.data?.member);
  if (!member) return null;
  const time = (iso: string) => formatDateTime(iso, language);
  return (
    <Tabs defaultValue="history" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="history">{t`Redeem history`}</Tabs.Tab>
        <Tabs.Tab value="details">{t`Point details`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="history" pt="sm">
        {member.history.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No redemptions yet.</Trans>
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table aria-label={t`Redeem history`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Time`}</Table.Th>
                  <Table.Th>{t`Reward`}</Table.Th>
                  <Table.Th>{t`Points`}</Table.Th>
                  <Table.Th>{t`Status`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {member.history.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{time(row.time)}</Table.Td>
                    <Table.Td>{row.rewardName}</Table.Td>
                    <Table.Td>{`${row.points} (${i18n._(POINT_TYPE_LABEL[row.pointType])})`}</Table.Td>
                    <Table.Td>
                      <Badge color={REDEEM_STATUS_COLOR[row.status]} variant="light">
                        {i18n._(REDEEM_STATUS_LABEL[row.status])}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="details" pt="sm">
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={t`Point details`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Time`}</Table.Th>
                <Table.Th>{t`Movement`}</Table.Th>
                <Table.Th>{t`Type`}</Table.Th>
                <Table.Th>{t`Points`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {member.movements.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{time(row.time)}</Table.Td>
                  <Table.Td>{i18n._(MOVEMENT_LABEL[row.kind])}</Table.Td>
                  <Table.Td>{i18n._(POINT_TYPE_LABEL[row.type])}</Table.Td>
                  <Table.Td c={row.points < 0 ? "red" : "green"}>{row.points > 0 ? `+${row.points}` : String(row.points)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Tabs.Panel>
    </Tabs>
  );
}
