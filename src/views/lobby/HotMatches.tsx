import { Carousel } from "@mantine/carousel";
import { useLingui } from "@lingui/react/macro";
import { Group, Image, Stack, Text, Title } from "@mantine/core";
import type { HotMatch } from "../../../contract";
import { useLanguage } from "../common/use-language";
import { DATE_TIME_MINUTES, dateTimeFormat } from "../common/intl-formats";
import { useImageResolver } from "../games/use-image-url";
import { useCarouselLabels } from "../common/use-carousel-labels";
import classes from "./Lobby.module.css";

/** Hot matches: teams with crests, title and time; arrows and pagination only when there are more than 3. */
export function HotMatches({ matches }: { matches: HotMatch[] }) {
  const { t } = useLingui();
  const language = useLanguage();
  const image = useImageResolver();
  const carouselRef = useCarouselLabels();
  if (matches.length === 0) return null;
  const many = matches.length > 3;
  const when = dateTimeFormat(language, DATE_TIME_MINUTES);
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
        // Arrows and dots sit in the carousel's own margins, never over a card's crests or text.
        controlsOffset={0}
        controlSize={28}
        classNames={many ? { root: classes.matches, indicators: classes.matchDots, slide: classes.matchSlide } : { slide: classes.matchSlide }}
        previousControlProps={{ "aria-label": t`Previous matches` }}
        nextControlProps={{ "aria-label": t`Next matches` }}
      >
        {matches.map((match) => (
          <Carousel.Slide key={match.id} aria-roledescription={t`slide`} aria-label={`${match.homeTeam} ${t`vs`} ${match.awayTeam}`}>
            <Stack className={classes.match} gap={6} data-testid="hot-match">
              <Text size="xs" c="dimmed">
                {match.title} · {when.format(new Date(match.matchTime))}
              </Text>
              <Group justify="space-between" wrap="nowrap" gap={6}>
                <Group gap={6} wrap="nowrap" miw={0}>
                  <Image src={image(match.homeTeamImageUrl)} alt="" w={32} h={32} flex="none" data-testid="crest" />
                  <Text size="sm" truncate miw={0}>
                    {match.homeTeam}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" flex="none">
                  {t`vs`}
                </Text>
                <Group gap={6} wrap="nowrap" miw={0} justify="flex-end">
                  <Text size="sm" truncate miw={0}>
                    {match.awayTeam}
                  </Text>
                  <Image src={image(match.awayTeamImageUrl)} alt="" w={32} h={32} flex="none" data-testid="crest" />
                </Group>
              </Group>
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
    </section>
  );
}
