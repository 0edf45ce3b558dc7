import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, SimpleGrid, Text } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { errorMessage } from "../../i18n/error-message";
import { useMessageText } from "../common/use-message-text";
import { FavouritesError } from "./FavouritesError";
import { GameTile } from "./GameTile";
import { useLaunchRef, type LaunchRef } from "./use-game-refs";

/** Game under maintenance (with popular games), a failed launch, and the balance refresh when the member comes back. */
export function LaunchDialogs({ launch }: { launch: LaunchRef | undefined }) {
  const { t } = useLingui();
  const text = useMessageText();
  const state = useSelector(launch, (snapshot) =>
    snapshot?.matches("maintenance") ? "maintenance" : snapshot?.matches("failed") ? "failed" : snapshot?.matches("playing") ? "playing" : "other",
  );
  const popular = useSelector(launch, (snapshot) => snapshot?.context.popular ?? []);
  const error = useSelector(launch, (snapshot) => snapshot?.context.error);
  useEffect(() => {
    if (state !== "playing" || !launch) return;
    const back = () => {
      if (document.visibilityState === "visible") launch.send({ type: "LAUNCH.RETURNED" });
    };
    window.addEventListener("focus", back);
    document.addEventListener("visibilitychange", back);
    return () => {
      window.removeEventListener("focus", back);
      document.removeEventListener("visibilitychange", back);
    };
  }, [state, launch]);
  const close = () => launch?.send({ type: "LAUNCH.CLOSE" });
  return (
    <>
      <Modal opened={state === "maintenance"} onClose={close} title={t`Game under maintenance`} centered size="lg" closeButtonProps={{ "aria-label": t`Close dialog` }}>
        <Text mb="md">
          <Trans>This game is under maintenance. Try one of these popular games:</Trans>
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {popular.map((game) => (
            <GameTile key={game.nodeId} game={game} size={120} eager />
          ))}
        </SimpleGrid>
      </Modal>
      <Modal opened={state === "failed"} onClose={close} title={t`The game could not start`} centered size="sm" closeButtonProps={{ "aria-label": t`Close dialog` }}>
        <Text mb="lg" role="alert">
          {error ? text(errorMessage(error)) : null}
        </Text>
        <Group justify="flex-end">
          <Button onClick={close}>
            <Trans>OK</Trans>
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The launch dialogs and the favourites message of the signed-in session. */
export function GameDialogs() {
  return (
    <>
      <LaunchDialogs launch={useLaunchRef()} />
      <FavouritesError />
    </>
  );
}
