import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Box, Image, Text, Title } from "@mantine/core";
import { useSelector } from "@xstate/react";
import { useNoticesRef } from "../../notices/use-notices-ref";
import { useImageResolver } from "../../games/use-image-url";
import classes from "./HeroBanner.module.css";

/** The first `w_home` banner (the carousel comes later), or a welcome panel while there is none. */
export function HeroBanner() {
  const { t } = useLingui();
  const notices = useNoticesRef();
  const imageUrl = useImageResolver();
  const banner = useSelector(notices, (snapshot) => snapshot?.context.announcements?.banners.find((item) => item.groupName === "w_home"));
  const heading = (
    <Title order={1} className={banner ? classes.hiddenHeading : classes.heading}>
      <Trans>Welcome to Royal Play</Trans>
    </Title>
  );
  if (!banner) {
    return (
      <Box component="section" className={classes.welcome}>
        {heading}
        <Text c="dark.0" mt="xs" fz={{ base: "sm", sm: "lg" }}>
          <Trans>Live casino, slots, sports and more, all in one place.</Trans>
        </Text>
      </Box>
    );
  }
  const image = <Image src={imageUrl(banner.url)} alt={t`Featured promotion`} radius="lg" className={classes.image} />;
  return (
    <Box component="section">
      {heading}
      {banner.linkageType && banner.linkUrl ? (
        <Anchor href={banner.linkUrl} target="_blank" rel="noopener noreferrer" display="block">
          {image}
        </Anchor>
      ) : (
        image
      )}
    </Box>
  );
}
