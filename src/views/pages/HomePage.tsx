import { Container, Stack } from "@mantine/core";
import { useSignInDialogOpen } from "../login/use-sign-in-dialog-open";
import { Notices } from "../notices/Notices";
import { useNoticesRef } from "../notices/use-notices-ref";
import { CategoryGrid } from "./home/CategoryGrid";
import { HeroBanner } from "./home/HeroBanner";

/** The lobby: notices, the hero banner and the game categories. */
export function HomePage() {
  const notices = useNoticesRef();
  const held = useSignInDialogOpen();
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Notices notices={notices} held={held} />
        <HeroBanner />
        <CategoryGrid />
      </Stack>
    </Container>
  );
}
