import { Trans } from "@lingui/react/macro";
import { Alert, Button, Group, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import type { LobbyRef } from "../games/use-game-refs";

const PARTS = ["lanes", "hot", "winners", "matches"] as const;

/** When a part of the lobby could not load: says so and retries the failed parts. */
export function LobbyRetry({ lobby }: { lobby: LobbyRef }) {
  const failed = useSelector(lobby, (s) => PARTS.some((part) => s.matches({ [part]: "failed" })));
  if (!failed) return null;
  return (
    <Alert color="yellow" role="alert">
      <Group justify="space-between">
        <Text size="sm">
          <Trans>Part of the lobby could not load.</Trans>
        </Text>
        <Button size="xs" variant="light" onClick={() => lobby.send({ type: "LOBBY.RETRY" })}>
          <Trans>Load again</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
