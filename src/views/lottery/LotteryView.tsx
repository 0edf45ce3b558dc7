import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Box, Button, Card, Chip, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { LotteryArea } from "../../../machines/lottery-rules";
import type { lotteryMachine } from "../../../machines/lottery.machine";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { GameTile } from "../games/GameTile";
import { DrawPanel } from "./DrawPanel";

export type LotteryRef = ActorRefFrom<typeof lotteryMachine>;

/** The lottery page's view of its machine. */
export function LotteryView({ lottery }: { lottery: LotteryRef }) {
  const { t } = useLingui();
  const text = useMessageText();
  const snapshot = useSelector(lottery, (s) => s);
  const { area, menus, popular, gameCode, opened, url, error, prizeMode } = snapshot.context;
  const titles: Record<LotteryArea, string> = { lottery: t`Lottery`, sea: t`SEA lottery`, vn: t`VN lottery` };
  // Prize modes by name (spec.md: LOTT, ZY, ELOTT, SEA); a mode with no name here shows its code.
  const prizeModes: Record<string, string> = { LOTT: t`Lottery`, ELOTT: t`E-lottery`, SEA: t`SEA lottery` };
  const mode = prizeMode ? (prizeModes[prizeMode] ?? prizeMode) : "";
  const selected = menus.find((m) => m.gameCode === gameCode);
  const loading = snapshot.matches("loading");
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} fz={{ base: "xl", sm: "h2" }}>
          {titles[area]}
        </Title>
        {loading && <Loader aria-label={t`Loading lottery`} />}
        {snapshot.matches("failed") && (
          <Group>
            <Text role="alert">{error ? text(errorMessage(error)) : null}</Text>
            <Button variant="light" onClick={() => lottery.send({ type: "LOTTERY.RETRY" })}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        )}
        {!loading && !snapshot.matches("failed") && (
          <>
            {prizeMode && (
              <Text size="sm" c="dimmed" data-testid="prize-mode">
                {t`Prize mode: ${mode}`}
              </Text>
            )}
            {menus.length === 0 ? (
              <Text>
                <Trans>No lottery games here at the moment.</Trans>
              </Text>
            ) : (
              <Group gap={6} role="group" aria-label={t`Lottery games`}>
                {menus.map((menu) => (
                  <Chip key={menu.gameCode} size="sm" checked={menu.gameCode === gameCode} onChange={() => lottery.send({ type: "LOTTERY.SELECT", gameCode: menu.gameCode })}>
                    {menu.gameName}
                  </Chip>
                ))}
              </Group>
            )}
            {selected && (
              <Card withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Title order={2} fz="lg">
                    {selected.gameName}
                  </Title>
                  {snapshot.matches("drawing") ? <Loader size="sm" aria-label={t`Loading the last draw`} /> : <DrawPanel opened={opened} />}
                  {error && snapshot.matches("ready") && (
                    <Alert color="red" role="alert">
                      {text(errorMessage(error))}
                    </Alert>
                  )}
                  {!url && (
                    <Group>
                      <Button onClick={() => lottery.send({ type: "LOTTERY.PLAY" })} loading={snapshot.matches("launching")} disabled={snapshot.matches("drawing")}>
                        {t`Play ${selected.gameName}`}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Card>
            )}
            {url && (
              <Stack gap="xs">
                <Group justify="flex-end">
                  <Button variant="default" size="xs" onClick={() => lottery.send({ type: "LOTTERY.CLOSE" })}>
                    <Trans>Close the game</Trans>
                  </Button>
                </Group>
                <Box h="calc(100vh - 220px)" mih={420}>
                  <iframe title={t`Lottery game`} src={url} style={{ width: "100%", height: "100%", border: 0 }} allow="fullscreen" />
                </Box>
              </Stack>
            )}
            {popular.length > 0 && (
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  <Trans>Popular games</Trans>
                </Title>
                <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm">
                  {popular.map((game) => (
                    <GameTile key={game.nodeId} game={game} size={140} />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
