import "@mantine/carousel/styles.css";
import { Carousel } from "@mantine/carousel";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Anchor, Image } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import Autoplay from "embla-carousel-autoplay";
import type { EmblaCarouselType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";
import type { Banner } from "../../../contract";
import { useImageResolver } from "../games/use-image-url";
import { useCarouselLabels } from "../common/use-carousel-labels";
import classes from "./Lobby.module.css";

/** Home carousel settings of spec.md: loop, 1000 ms transitions, autoplay every 5000 ms, spacing 150, 1.23 slides per view. */
export const BANNER_AUTOPLAY_MS = 5000;
/**
 * Speed 1000 ms: Embla's `duration` is not in milliseconds but a unitless attraction (default 25, higher is slower);
 * 35 settles a slide change in about one second.
 */
const BANNER_DURATION = 35;
/**
 * 1.23 slides per view from Mantine's `sm` (768 px) up, the side slides peeking in; one whole slide on phones. The spec's "spacing 150"
 * is Swiper's coverflow, where depth shrinks the side slides into that space; here a 24 px gap plus the side slides'
 * smaller scale leaves about 50 px of each neighbour in view at 1280 px (a 150 px gap would hide them completely).
 */
const BANNER_GAP = { base: 0, sm: 24 } as const;
const SLIDE_SIZE = { base: "100%", sm: `${(100 / 1.23).toFixed(2)}%` } as const;

/** Embla's smallest attraction: with `prefers-reduced-motion: reduce` a slide change is a jump, not a glide. */
const REDUCED_DURATION = 1;

/**
 * The `w_home` banners: a coverflow-style carousel when there is more than one; a banner with linkageType opens its link.
 * Auto-advance (WCAG 2.2.2) stops while the pointer is over the carousel or the focus is in it, and under the pause
 * button; with `prefers-reduced-motion: reduce` it starts paused (the play button still starts it) and slides jump.
 */
export function BannerCarousel({ banners, loading = false }: { banners: Banner[]; loading?: boolean }) {
  const { t } = useLingui();
  const reduced = useReducedMotion() ?? false;
  // Driven from the effect below; the plugin's own hover and focus handlers would restart it after a pause.
  const autoplay = useRef(Autoplay({ delay: BANNER_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false, stopOnMouseEnter: false }));
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = (choice ?? (reduced ? "pause" : "play")) === "play";
  const [active, setActive] = useState(0);
  const carouselRef = useCarouselLabels();
  const several = banners.length > 1;
  const imageUrl = useImageResolver();
  const slide = (banner: Banner, index: number) => {
    const image = (
      <Image
        src={imageUrl(banner.url)}
        alt={t`Promotion ${index + 1}`}
        radius="lg"
        w="100%"
        h="auto"
        style={{ aspectRatio: "3 / 1" }}
        loading={index === 0 ? "eager" : "lazy"}
        // The first banner is the page's largest paint: fetch it ahead of the tiles.
        fetchPriority={index === 0 ? "high" : "auto"}
      />
    );
    return banner.linkageType && banner.linkUrl ? (
      <Anchor href={banner.linkUrl} display="block" aria-label={t`Open promotion ${index + 1}`}>
        {image}
      </Anchor>
    ) : (
      image
    );
  };
  // The plugin can only play once Embla has started it: Mantine hands the API over then.
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (playing && !hovered && !focused) plugin.play();
    else plugin.stop();
  }, [embla, playing, hovered, focused]);
  // While the banners load: the carousel's room (a slide of 1/1.23 of the width, 3:1), so nothing below moves.
  if (loading && banners.length === 0) return <div className={classes.bannerPlaceholder} aria-hidden />;
  if (!several) return banners[0] ? <section aria-label={t`Promotions`}>{slide(banners[0], 0)}</section> : null;
  return (
    <section
      aria-label={t`Promotions`}
      className={classes.bannerCarousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <Carousel
        ref={carouselRef}
        aria-roledescription={t`carousel`}
        slideSize={SLIDE_SIZE}
        slideGap={BANNER_GAP}
        withIndicators
        emblaOptions={{ loop: true, align: "center", duration: reduced ? REDUCED_DURATION : BANNER_DURATION }}
        plugins={[autoplay.current]}
        getEmblaApi={setEmbla}
        onSlideChange={setActive}
        getIndicatorProps={(index) => ({ "aria-label": t`Show promotion ${index + 1}` })}
        previousControlProps={{ "aria-label": t`Previous promotion` }}
        nextControlProps={{ "aria-label": t`Next promotion` }}
        classNames={{ indicator: classes.indicator }}
      >
        {banners.map((banner, index) => (
          <Carousel.Slide key={banner.id} aria-roledescription={t`slide`} aria-label={t`Promotion ${index + 1}`}>
            {/* The coverflow scale lives inside the slide: Embla moves the slide itself (a looped slide jumps across
                with an inline transform), so a transition on the slide's transform would glide it over the others. */}
            <div className={classes.coverflow} data-active={index === active || undefined}>
              {slide(banner, index)}
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
      <ActionIcon
        className={classes.bannerPause}
        variant="default"
        size="lg"
        radius="xl"
        aria-pressed={!playing}
        aria-label={t`Pause promotions`}
        onClick={() => setChoice(playing ? "pause" : "play")}
      >
        <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
      </ActionIcon>
    </section>
  );
}
