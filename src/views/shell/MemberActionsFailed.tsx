import { Trans } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";

/** The member's header part did not load: the retry page's words and its retry (a reload), in the part's place. */
export function MemberActionsFailed() {
  return (
    <Group gap="xs" wrap="nowrap" role="alert">
      <Text size="xs" c="dark.1" visibleFrom="md">
        <Trans>Part of the page could not be loaded.</Trans>
      </Text>
      <Button variant="default" size="xs" onClick={() => window.location.reload()}>
        <Trans>Retry</Trans>
      </Button>
    </Group>
  );
}
