import { Container, Stack } from "@mantine/core";
import { useLobbyRef } from "../games/use-game-refs";
import { useHelpDialogOpen } from "../help/HelpDialogs";
import { Lobby } from "../lobby/Lobby";
import { useSignInDialogOpen } from "../login/use-sign-in-dialog-open";
import { Notices } from "../notices/Notices";
import { useNoticesRef } from "../notices/use-notices-ref";

/** The lobby: notices, then the banner carousel, hot matches, hot games, category rows and the winner board. */
export function HomePage() {
  const notices = useNoticesRef();
  const signingIn = useSignInDialogOpen();
  const helpOpen = useHelpDialogOpen();
  const held = signingIn || helpOpen;
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Notices notices={notices} held={held} />
        <Lobby lobby={useLobbyRef()} notices={notices} />
      </Stack>
    </Container>
  );
}
