import { Container, Stack } from "@mantine/core";
import { Notices } from "../notices/Notices";
import { useNoticesRef } from "../notices/use-notices-ref";
import { CategoryGrid } from "./home/CategoryGrid";
import { HeroBanner } from "./home/HeroBanner";

/** The lobby: notices, the hero banner and the game categories. */
export function HomePage() {
  const notices = useNoticesRef();
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Notices notices={notices} />
        <HeroBanner />
        <CategoryGrid />
      </Stack>
    </Container>
  );
}
