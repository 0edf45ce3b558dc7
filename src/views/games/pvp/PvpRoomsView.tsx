import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useSelector, shallowEqual } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { pvpRoomsMachine } from "../../../../machines/pvp-rooms.machine";
import type { PvpRoom } from "../../../../contract";
import { ErrorAlert } from "../../common/ErrorAlert";
import { useMoney } from "../../common/use-money";
import { usePlay } from "../use-play";
import { vendorBrandName } from "../vendor-names";

/** The rooms flow's states: loading, failed with a retry, no table, or the tables with a seat to take. */
export function RoomsView({ rooms }: { rooms: ActorRefFrom<typeof pvpRoomsMachine> }) {
  const { t } = useLingui();
  const view = useSelector(rooms, (s) => ({ loading: s.matches("loading"), failed: s.matches("failed"), list: s.context.rooms, error: s.context.error }), shallowEqual);
  if (view.loading) return <Loader size="sm" aria-label={t`Loading tables`} />;
  if (view.failed) {
    return (
      <Stack gap="xs" align="flex-start">
        <ErrorAlert error={view.error} onClose={() => rooms.send({ type: "ROOMS.RETRY" })} />
        <Button size="xs" onClick={() => rooms.send({ type: "ROOMS.RETRY" })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    );
  }
  if (view.list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No table is open right now.</Trans>
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {view.list.map((room) => (
        <RoomCard key={room.roomId} room={room} />
      ))}
    </SimpleGrid>
  );
}

function RoomCard({ room }: { room: PvpRoom }) {
  const { t } = useLingui();
  const money = useMoney();
  const play = usePlay();
  const full = room.seated >= room.seats;
  return (
    <Card withBorder radius="md" padding="sm" aria-label={room.table}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm" truncate>
          {room.table}
        </Text>
        {full && (
          <Badge color="red" variant="light">
            <Trans>Full</Trans>
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {room.game.gameName} · {vendorBrandName(room.game.vassalage)}
      </Text>
      <Text size="sm">
        <Trans>
          Stakes {money(room.minBet)} – {money(room.maxBet)}
        </Trans>
      </Text>
      <Text size="sm">
        <Trans>
          Seated {room.seated} of {room.seats}
        </Trans>
      </Text>
      <Button mt="xs" size="xs" disabled={full} aria-label={t`Join ${room.table}`} onClick={() => play(room.game, "real")}>
        <Trans>Join</Trans>
      </Button>
    </Card>
  );
}
