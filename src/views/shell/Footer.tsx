import { Trans } from "@lingui/react/macro";
import { Box, Container, Divider, Stack, Text } from "@mantine/core";
import { formatYear } from "../common/format-date-time";
import { useLanguage } from "../common/use-language";
import { FooterHelpLinks } from "../help/FooterHelpLinks";
import { SocialLinks } from "./SocialLinks";
import { VendorLogos } from "./VendorLogos";
import { FooterSiteLinks } from "./SiteLinks";

/** Providers, site pages, social links, copyright (the year in the page's calendar) and the responsible-play note. */
export function Footer() {
  const year = formatYear(new Date(), useLanguage());
  return (
    <Box component="footer" mt="xl" py="xl" bg="dark.8" style={{ borderTop: "1px solid var(--mantine-color-dark-5)" }}>
      <Container size="xl">
        <Stack gap="lg" align="center">
          <VendorLogos />
          <FooterSiteLinks />
          <SocialLinks />
          <FooterHelpLinks />
          <Divider w="100%" color="dark.5" />
          <Text size="sm" fw={600} c="dark.0" ta="center">
            <Trans>18+ Play responsibly</Trans>
          </Text>
          <Text size="xs" c="dark.2" ta="center">
            <Trans>© {year} Royal Play. All rights reserved.</Trans>
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
