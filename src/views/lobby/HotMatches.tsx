import { Carousel } from "@mantine/carousel";
import { useLingui } from "@lingui/react/macro";
import { Group, Image, Stack, Text, Title } from "@mantine/core";
import type { HotMatch } from "../../contract";
import { useLanguage } from "../common/use-language";
import { intlLocale } from "../common/intl-locale";
import { useCarouselLabels } from "../common/use-carousel-labels";
import classes from "./Lobby.module.css";

/** Hot matches: teams with crests, title and time; arrows and pagination only when there are more than 3. */
export function HotMatches({ matches }: { matches: HotMatch[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const carouselRef = useCarouselLabels();
  if (matches.length === 0) return null;
  const many = matches.length > 3;
  const when = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="hot-matches">
      <Title order={2} id="hot-matches" fz="lg" mb="xs">
        {t`Hot matches`}
      </Title>
      <Carousel
        ref={carouselRef}
        aria-roledescription={t`carousel`}
        getIndicatorProps={(index) => ({ "aria-label": t`Show match ${index + 1}` })}
        slideSize={{ base: "100%", sm: "50%", md: "33.333%" }}
        slideGap="sm"
        withControls={many}
        withIndicators={many}
        emblaOptions={{ align: "start", loop: false }}
        previousControlProps={{ "aria-label": t`Previous matches` }}
        nextControlProps={{ "aria-label": t`Next matches` }}
      >
        {matches.map((match) => (
          <Carousel.Slide key={match.id} aria-roledescription={t`slide`} aria-label={`${match.homeTeam} ${t`vs`} ${match.awayTeam}`}>
            <Stack className={classes.match} gap={6} data-testid="hot-match">
              <Text size="xs" c="dimmed">
                {match.title} · {when.format(new Date(match.matchTime))}
              </Text>
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  <Image src={match.homeTeamImageUrl} alt="" w={32} h={32} />
                  <Text size="sm">{match.homeTeam}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t`vs`}
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{match.awayTeam}</Text>
                  <Image src={match.awayTeamImageUrl} alt="" w={32} h={32} />
                </Group>
              </Group>
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
