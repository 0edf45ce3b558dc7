import { Container, Stack } from "@mantine/core";
import { Notices } from "../notices/Notices";
import { CategoryGrid } from "./home/CategoryGrid";
import { HeroBanner } from "./home/HeroBanner";

/** The lobby: notices, the hero banner and the game categories. */
export function HomePage() {
  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Notices />
        <HeroBanner />
        <CategoryGrid />
      </Stack>
    </Container>
  );
}
