import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useAppActor, useAppSelector } from "../../../app/app-context";
import { isSignedIn } from "../../../app/session-queries";

/** A member's tables come with the chat flows' code, which only this part of the PVP centre needs. */
const RoomsFlow = lazy(() => import("./PvpRoomsFlow").then((m) => ({ default: m.RoomsFlow })));

/** The PVP centre's card-game tables (GLS2_roomList, members); a visitor is asked to log in. */
export function PvpRooms() {
  const { t } = useLingui();
  const member = useAppSelector(isSignedIn);
  return (
    <Stack gap="xs" mb="lg" component="section" aria-labelledby="pvp-rooms-title">
      <Title order={2} size="h4" id="pvp-rooms-title">
        <Trans>Card-game tables</Trans>
      </Title>
      {member ? (
        <Suspense fallback={<Loader size="sm" aria-label={t`Loading tables`} />}>
          <RoomsFlow />
        </Suspense>
      ) : (
        <RoomsGuest />
      )}
    </Stack>
  );
}

function RoomsGuest() {
  const app = useAppActor();
  return (
    <Group>
      <Text size="sm">
        <Trans>Log in to see the tables and take a seat.</Trans>
      </Text>
      <Button size="xs" onClick={() => app.send({ type: "LOGIN.REQUIRED" })}>
        <Trans>Log in</Trans>
      </Button>
    </Group>
  );
}

